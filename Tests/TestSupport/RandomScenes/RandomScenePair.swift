/// A random scene and a random trace for it, both made from one seed: the unit of the random
/// tests (and of the byte-for-byte comparisons between two builds of `bk-events`).
///
/// ```swift
/// let pair = RandomScenePair(seed: 42)
/// // pair.sceneText is a scene file; pair.traceText a trace that replays through it
/// ```
package struct RandomScenePair {
    /// The seed both were made from.
    package let seed: UInt64
    /// The scene, as a model.
    package let scene: RandomScene
    /// The scene file's text.
    package let sceneText: String
    /// The trace file's text.
    package let traceText: String
    /// The trace, line by line (with its stop time, if any).
    package let trace: RandomTrace

    /// The pair for `seed`; the trace's header names `sceneFile` when given.
    package init(seed: UInt64, sceneFile: String? = nil) {
        var random = SeededRandom(seed: seed)
        self.init(seed: seed, sceneFile: sceneFile, using: &random)
    }

    /// The pair made from `random`'s choices (a fuzz target passes its own source).
    package init<R: RandomSource>(seed: UInt64, sceneFile: String?, using random: inout R) {
        self.seed = seed
        var sceneGenerator = RandomSceneGenerator()
        scene = sceneGenerator.scene(using: &random)
        sceneText = scene.json
        var traceGenerator = RandomTraceGenerator(scene: scene)
        traceGenerator.lineBudget = random.weighted([(3, random.int(10...60)), (5, random.int(60...200)), (1, random.int(200...600))])
        trace = traceGenerator.lines(sceneFile: sceneFile, using: &random)
        traceText = trace.text
    }

    /// A pair from the whole vocabulary at its edges for `seed` (``RandomSceneEdges``,
    /// ``RandomTraceEdges``): scenes that may not load, traces that may stop at a bad line or
    /// early.
    package static func edges(seed: UInt64) -> RandomScenePair {
        var random = SeededRandom(seed: seed)
        return RandomScenePair(edgesFrom: &random, seed: seed)
    }

    /// A pair from the whole vocabulary at its edges, made from `random`'s choices.
    package init<R: RandomSource>(edgesFrom random: inout R, seed: UInt64 = 0) {
        self.seed = seed
        var sceneGenerator = RandomSceneGenerator()
        if random.chance(0.3) {
            sceneGenerator.maximumViews = 24
            sceneGenerator.maximumDepth = 6
            sceneGenerator.maximumRecognizers = 20
        }
        var scene = sceneGenerator.scene(using: &random)
        var sceneEdges = RandomSceneEdges()
        sceneEdges.apply(to: &scene, using: &random)
        self.scene = scene
        sceneText = scene.json
        let facts = SceneFacts(scene)
        var traceGenerator = RandomTraceGenerator(scene: scene, recognizerIDs: facts.recognizers.keys.sorted())
        traceGenerator.lineBudget = random.weighted([(4, random.int(5...60)), (4, random.int(60...200)), (1, random.int(200...400))])
        var trace = traceGenerator.lines(sceneFile: nil, using: &random)
        RandomTraceEdges(facts: facts).apply(to: &trace, using: &random)
        self.trace = trace
        traceText = trace.text
    }
}
