import SceneFiles
import TraceTools

/// `--fragile DISTANCE,TIME[,ANGLE]`, as `margins` and `test` take it: one parser
/// (``FragileLimits/init(parsing:)``) and one usage error for both.
extension ParsedArguments {
    /// The limits given with `option`, nil when it was not given; a value that is no limits is
    /// a usage error naming `option`.
    func fragileLimits(_ option: Option) throws(UsageError) -> FragileLimits? {
        guard let text = self[option] else { return nil }
        guard let limits = FragileLimits(parsing: text) else {
            throw UsageError(
                "The value '\(FileError.escaped(text))' is invalid for '\(option.synopsis)': expected a distance and a time, e.g. 2pt,20ms",
                option: option, command: command)
        }
        return limits
    }
}
