import Foundation

/// Reading the screens' sources (`Screens/`, `Fixture/`) and comparing an iOS original with its
/// port, line by line.
enum ScreenSource {
    /// The lines of the file at `path`, relative to this folder.
    static func lines(_ path: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The lines of `original` that a longest common subsequence with `port` does not keep.
    static func linesNotKept(_ original: [String], in port: [String]) -> [String] {
        let n = original.count, m = port.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = original[i] == port[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var dropped: [String] = []
        var i = 0, j = 0
        while i < n {
            if j < m, original[i] == port[j] {
                i += 1
                j += 1
            } else if j < m, table[i][j + 1] >= table[i + 1][j] {
                j += 1
            } else {
                dropped.append(original[i])
                i += 1
            }
        }
        return dropped
    }
}
