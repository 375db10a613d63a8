import Testing

@testable import SceneFiles

/// A scene's table of names by object identity: found and replaced the same way below its
/// linear limit and past it (where a key is found through the index).
@Suite struct IdentityTableTests {
    final class Key {}

    @Test func valuesAreFoundAndReplacedBelowAndPastTheLinearLimit() {
        for count in [1, IdentityTable<Int>.linearLimit, IdentityTable<Int>.linearLimit + 1, 200] {
            let keys = (0..<count).map { _ in Key() }
            var table = IdentityTable<Int>()
            for (position, key) in keys.enumerated() { table.set(position, for: key) }
            // replacing keeps one entry per key
            for (position, key) in keys.enumerated() where position % 3 == 0 { table.set(-position, for: key) }
            for (position, key) in keys.enumerated() {
                #expect(table[key] == (position % 3 == 0 ? -position : position), "\(count) entries, key \(position)")
            }
            #expect(table[Key()] == nil)
        }
    }
}
