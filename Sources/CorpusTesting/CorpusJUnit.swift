/// A corpus run as JUnit XML, the report CI systems show natively (GitHub Actions reporters,
/// GitLab, Jenkins, Bazel's test results): one `testsuite` whose `testcase`s are the cases,
/// named by file name with their folder as class name, each with its time; a `failure` with
/// the differences, an `error` for a bad file, `skipped` with the reason. A case that passed by
/// a hair (`bk-events test --fragile`) has a property `fragile` (how many of its decisions
/// were that close) and a `system-out` line `fragile: …` per decision.
package enum CorpusJUnit {
    /// The XML document for `summary`, its suite named `name`.
    package static func xml(_ summary: CorpusSummary, name: String = "bk-events test") -> String {
        let time = CorpusReport.seconds(summary.wallTime, decimals: 3)
        let counts = "tests=\"\(summary.results.count)\" failures=\"\(summary.failed)\" errors=\"\(summary.bad)\" skipped=\"\(summary.skipped)\" time=\"\(time)\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(escape(name))\" \(counts)>\n"
        xml += "  <testsuite name=\"\(escape(name))\" \(counts)>\n"
        for result in summary.results { xml += testcase(result) }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// One `testcase` element.
    private static func testcase(_ result: CorpusResult) -> String {
        let name = result.corpusCase.name
        let slash = name.lastIndex(of: "/")
        let base = slash.map { String(name[name.index(after: $0)...]) } ?? name
        let folder = slash.map { String(name[..<$0]) } ?? ""
        let className = folder.isEmpty ? "corpus" : folder.split(separator: "/").joined(separator: ".")
        var element = "    <testcase name=\"\(escape(base))\" classname=\"\(escape(className))\" file=\"\(escape(result.corpusCase.inputPath))\" "
        element += "time=\"\(CorpusReport.seconds(result.duration))\""
        var body = ""
        // a property for programs (Jenkins, the JUnit 5 reports), and the lines in system-out
        // below, the one place of a passing testcase that GitLab and the GitHub Actions
        // reporters show
        if !result.fragile.isEmpty {
            body += "      <properties><property name=\"fragile\" value=\"\(result.fragile.count)\"/></properties>\n"
        }
        switch result.outcome {
        case .passed: break
        case .skipped(let reason): body += "      <skipped message=\"\(escape(reason))\"/>\n"
        case .bad(let error): body += "      <error message=\"\(escape(error.description))\" type=\"bad file\">\(escape(error.description))</error>\n"
        case .failed(let mismatches):
            let pending = mismatches.filter { !result.updated.contains($0.expectation.path) }
            if !pending.isEmpty {
                let message = pending.map(\.summary).joined(separator: "; ")
                let text = pending.map { $0.summary + "\n" + $0.diff }.joined(separator: "\n")
                body += "      <failure message=\"\(escape(message))\" type=\"mismatch\">\(escape(text))</failure>\n"
            }
        }
        let out = result.updated.map { "updated \($0)" } + result.fragile.map { "fragile: \($0)" }
        if !out.isEmpty { body += "      <system-out>\(escape(out.joined(separator: "\n")))</system-out>\n" }
        if let error = result.updateError { body += "      <system-err>\(escape(error.description))</system-err>\n" }
        return body.isEmpty ? element + "/>\n" : element + ">\n" + body + "    </testcase>\n"
    }

    /// `text` for an XML attribute or element: markup characters escaped, and characters XML
    /// 1.0 does not allow (control characters other than tab and line ends, U+FFFE, U+FFFF)
    /// replaced by U+FFFD.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
