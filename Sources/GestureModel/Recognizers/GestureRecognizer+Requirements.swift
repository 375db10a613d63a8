import ControlModel

extension GestureRecognizer {
    /// The recognizers this one requires to fail (static edges).
    public var failureRequirements: [GestureRecognizer] { requirements.map(\.object) }

    /// Makes this recognizer wait for `other` to fail before it may recognize (a directed edge;
    /// <doc:WhoWinsATouch>). Requiring yourself, or a requirement already made, is ignored.
    ///
    /// Like UIKit's, it does not throw. An edge that closes a cycle (`a` waits for `b`, which
    /// waits for `a`) is a configuration error the window reports at the first pass where the
    /// cycle would deadlock, naming its recognizers (``Window/onConfigurationError``); scene
    /// files refuse a cycle when they load.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requirements.contains(where: { $0.refers(to: other) }) else { return }
        requirements.append(Unretained(other))
        other.dependents.append(Unretained(self))
    }

    /// Removes the requirement on `other`.
    public func removeRequirement(toFail other: GestureRecognizer) {
        requirements.removeAll { $0.refers(to: other) }
        other.dependents.removeAll { $0.refers(to: self) }
    }

    /// The chain of static requirements from this recognizer to `target`, if any (iterative,
    /// so long chains cannot overflow the stack).
    func requirementPath(to target: GestureRecognizer) -> [GestureRecognizer]? {
        var parent: [ObjectIdentifier: GestureRecognizer] = [:]
        var queue: [GestureRecognizer] = [self]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            if node === target {
                var path: [GestureRecognizer] = [node]
                var current = node
                while let previous = parent[ObjectIdentifier(current)] { path.append(previous); current = previous }
                return path.reversed()
            }
            for next in node.failureRequirements where visited.insert(ObjectIdentifier(next)).inserted {
                parent[ObjectIdentifier(next)] = node
                queue.append(next)
            }
        }
        return nil
    }

    /// True when `test` holds for a recognizer this one requires to fail (a static edge). Each
    /// is kept while `test` runs, which may ask delegates (and they may let it go).
    func anyRequirement(where test: (GestureRecognizer) -> Bool) -> Bool {
        walkAfresh({ $0 < requirements.count ? requirements[$0] : nil }) { test($0.object) }
    }

    /// True when `test` holds for a recognizer at either end of a static edge. `test` must only
    /// look at the recognizer (no delegate, no code that could let one go): each is handed over
    /// unretained, kept by its view.
    func anyEdgeUnretained(where test: (GestureRecognizer) -> Bool) -> Bool {
        walkAfresh({ $0 < requirements.count ? requirements[$0] : nil }) { $0.with(test) }
            || walkAfresh({ $0 < dependents.count ? dependents[$0] : nil }) { $0.with(test) }
    }

    /// True when this recognizer requires `other` to fail by a static edge.
    package func hasRequirement(on other: GestureRecognizer) -> Bool {
        requirements.contains { $0.refers(to: other) }
    }

    /// True when `other` requires this recognizer to fail by a static edge.
    func hasDependent(_ other: GestureRecognizer) -> Bool {
        dependents.contains { $0.refers(to: other) }
    }
}
