/// The subcommands, with their usage and help texts.
enum Command: String, CaseIterable {
    case root = ""
    case replay
    case importEvemu = "import evemu"
    case check
    case timeline

    var usage: String {
        switch self {
        case .root: return "bk-events <subcommand>"
        case .replay:
            return "bk-events replay <trace> [--scene <scene>] [--format <format>] [--expect <file>] [--until <seconds>] [--timeline <file.svg>] [--width <points>] [--height <points>] [--desc <desc>]"
        case .importEvemu: return "bk-events import evemu <recording> --width <points> [--height <points>] [--desc <desc>] [-o <output>]"
        case .check: return "bk-events check <file> ... [--scene <scene>] [--desc <desc>] [--width <points>]"
        case .timeline: return "bk-events timeline <trace> -o <file.svg> [--scene <scene>] [--until <seconds>] [--width <points>] [--height <points>] [--desc <desc>]"
        }
    }

    var help: String {
        switch self {
        case .root:
            return """
                OVERVIEW: Replay touch traces through headless models of UIKit's controls and gesture recognizers.

                USAGE: \(usage)

                OPTIONS:
                  --version               Show the version.
                  -h, --help              Show help information.

                SUBCOMMANDS:
                  replay                  Replay a trace through a scene and print what happened.
                  import evemu            Convert an evemu recording from a Linux touchscreen into a trace.
                  check                   Validate scene, trace and evemu files.
                  timeline                Draw a replay as an SVG timeline.

                  See 'bk-events help <subcommand>' for detailed help.

                """
        case .replay:
            return """
                OVERVIEW: Replay a trace through a scene and print what happened.

                The trace is JSON Lines (SPEC §4.2) or an evemu recording; '-' reads standard input.
                Records are printed in the order they happened.

                USAGE: \(usage)

                ARGUMENTS:
                  <trace>                 The trace file, or '-' for standard input.

                OPTIONS:
                  --scene <scene>         The scene file (default: the one the trace's header names).
                  --format <format>       text or jsonl. (default: jsonl when the --expect file holds JSON Lines, else text)
                  --expect <file>         Compare the output with this file; exit 1 with a diff when they differ.
                  --until <seconds>       Stop at this time instead of running until nothing is pending.
                  --timeline <file.svg>   Also draw the replay as an SVG timeline.
                  --width <points>        For evemu recordings: the window width to scale onto.
                  --height <points>       For evemu recordings: the window height (default: keep the aspect ratio).
                  --desc <desc>           For evemu recordings in the split form: the device description.
                  -h, --help              Show help information.

                EXIT STATUS: 0 success, 1 expectation mismatch, 64 usage error, 65 bad input data,
                74 an output file cannot be written.

                """
        case .importEvemu:
            return """
                OVERVIEW: Convert an evemu recording from a Linux touchscreen into a JSON Lines trace.

                USAGE: \(usage)

                ARGUMENTS:
                  <recording>             The evemu-record file (or the events file of the split form).

                OPTIONS:
                  --width <points>        The window width to scale the device's x range onto.
                  --height <points>       The window height (default: keep the device's aspect ratio).
                  --desc <desc>           The device description of the split form (.desc).
                  -o <output>             Write the trace here (default: standard output).
                  -h, --help              Show help information.

                EXIT STATUS: 0 success, 64 usage error, 65 bad input data, 74 the output cannot be written.

                """
        case .check:
            return """
                OVERVIEW: Validate scene, trace and evemu files without printing records.

                A trace is checked against its scene (from its header or --scene) with every replay rule.
                The kind of each file is told from its content; '-' reads a trace from standard input.

                USAGE: \(usage)

                ARGUMENTS:
                  <file>                  Files to check (scenes, traces, evemu recordings).

                OPTIONS:
                  --scene <scene>         The scene for traces without a header.
                  --desc <desc>           The device description for evemu recordings in the split form.
                  --width <points>        The window width evemu recordings are scaled onto. (default: 1000)
                  -h, --help              Show help information.

                EXIT STATUS: 0 all files are valid, 65 a file holds bad data, 64 usage error.

                """
        case .timeline:
            return """
                OVERVIEW: Replay a trace and draw what happened as a self-contained SVG timeline.

                USAGE: \(usage)

                ARGUMENTS:
                  <trace>                 The trace file (JSON Lines or evemu), or '-' for standard input.

                OPTIONS:
                  -o <file.svg>           Where to write the SVG.
                  --scene <scene>         The scene file (default: the one the trace's header names).
                  --until <seconds>       Stop at this time.
                  --width <points>        For evemu recordings: the window width to scale onto.
                  --height <points>       For evemu recordings: the window height (default: keep the aspect ratio).
                  --desc <desc>           For evemu recordings in the split form: the device description.
                  -h, --help              Show help information.

                EXIT STATUS: 0 success, 64 usage error, 65 bad input data, 74 the SVG cannot be written.

                """
        }
    }
}
