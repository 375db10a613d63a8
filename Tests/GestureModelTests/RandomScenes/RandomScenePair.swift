/// A random scene and a random trace for it, both made from one seed: the unit of the random
/// tests (and of the byte-for-byte comparisons between two builds of `bk-events`).
///
/// ```swift
/// let pair = RandomScenePair(seed: 42)
/// // pair.sceneText is a scene file; pair.traceText a trace that replays through it
/// ```
struct RandomScenePair {
    /// The seed both were made from.
    let seed: UInt64
    /// The scene, as a model.
    let scene: RandomScene
    /// The scene file's text.
    let sceneText: String
    /// The trace file's text.
    let traceText: String

    /// The pair for `seed`; the trace's header names `sceneFile` when given.
    init(seed: UInt64, sceneFile: String? = nil) {
        var random = SeededRandom(seed: seed)
        self.init(seed: seed, sceneFile: sceneFile, using: &random)
    }

    /// The pair made from `random`'s choices (a fuzz target passes its own source).
    init<R: RandomSource>(seed: UInt64, sceneFile: String?, using random: inout R) {
        self.seed = seed
        var sceneGenerator = RandomSceneGenerator()
        scene = sceneGenerator.scene(using: &random)
        sceneText = scene.json
        var traceGenerator = RandomTraceGenerator(scene: scene)
        traceGenerator.lineBudget = random.weighted([(3, random.int(10...60)), (5, random.int(60...200)), (1, random.int(200...600))])
        traceText = traceGenerator.trace(sceneFile: sceneFile, using: &random)
    }
}
