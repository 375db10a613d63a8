extension Command {
    /// `bk-events timeline`: a replay drawn rather than printed (run by ``ReplayCommand``).
    static let timeline = Command(
        path: ["timeline"], abstract: "Replay a trace and draw what happened as a self-contained SVG timeline.",
        arguments: [ReplayCommand.trace],
        options: [.svgOutput.required(), .scene, .until, .explainTimeline, .width, .height, .desc, .device],
        exitStatus: "0 success, 64 usage error, 65 bad input data, 74 the output cannot be written.",
        validate: ReplayCommand.validate, run: ReplayCommand.run)
}

/// The options of `bk-events timeline`.
extension Option {
    /// `--explain` of `timeline`: the same flag, drawn rather than written.
    static let explainTimeline = Option(
        name: "explain",
        help: "Show why on the picture: hovering over a failure, cancellation or hold, or a control's tick (a touchCancel, a touchUpOutside, an event that came late), gives its reason; failures, cancellations and holds (where there is room) are labelled with the reason's code.")
    static let svgOutput = Option(
        name: "output", short: "o", value: .output("file.svg"), help: "Where to write the SVG ('-' for standard output).")
}
