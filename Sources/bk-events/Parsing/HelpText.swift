/// The help of a subcommand, laid out as swift-argument-parser lays it out: OVERVIEW, USAGE,
/// ARGUMENTS, OPTIONS and SUBCOMMANDS sections, labels in a 26-column first column (a longer
/// label puts its text on the next line), text wrapped at 80 columns whatever the terminal, so
/// the same command prints the same bytes everywhere.
enum HelpText {
    /// The width text is wrapped to.
    static let width = 80
    /// Where the text beside a label starts.
    static let labelColumn = 26

    /// The whole help of `command`.
    static func help(for command: Command) -> String {
        var sections = ["OVERVIEW: " + wrap(command.abstract, indent: 0, firstLine: "OVERVIEW: ".count)]
        if let discussion = command.discussion { sections.append(wrap(discussion, indent: 0)) }
        sections.append("USAGE: " + command.usage)
        if !command.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + command.arguments.map { row($0.label, $0.help) }.joined())
        }
        sections.append("OPTIONS:\n" + command.allOptions.map { row($0.label, $0.fullHelp) }.joined())
        if !command.subcommands.isEmpty {
            let path = command.path.isEmpty ? "" : command.path.joined(separator: " ") + " "
            sections.append(
                "SUBCOMMANDS:\n" + command.subcommands.map { row($0.path.last ?? "", $0.abstract) }.joined()
                    + "\n  See 'bk-events help \(path)<subcommand>' for detailed help.")
        }
        if let exitStatus = command.exitStatus { sections.append(wrap("EXIT STATUS: " + exitStatus, indent: 0)) }
        return sections.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: "\n\n") + "\n\n"
    }

    /// `  label      text`, the text wrapped in its column; on the next line when the label
    /// reaches the column.
    static func row(_ label: String, _ text: String) -> String {
        let padded = "  " + label
        let wrapped = wrap(text, indent: labelColumn)
        if padded.count < labelColumn {
            return padded + String(repeating: " ", count: labelColumn - padded.count) + wrapped + "\n"
        }
        return padded + "\n" + String(repeating: " ", count: labelColumn) + wrapped + "\n"
    }

    /// `text` wrapped at ``width`` columns, continuation lines indented by `indent`; the first
    /// line starts at column `firstLine` (default: `indent`) and carries no indent.
    static func wrap(_ text: String, indent: Int, firstLine: Int? = nil) -> String {
        var lines: [String] = []
        var line = ""
        var column = firstLine ?? indent
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty, column + 1 + word.count > width {
                lines.append(line)
                line = ""
                column = indent
            }
            if !line.isEmpty {
                line += " "
                column += 1
            }
            line += word
            column += word.count
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
