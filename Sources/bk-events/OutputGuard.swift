#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Outputs named on the command line never overwrite an input: an output that is one of the
/// command's inputs — the same file, whatever path names it (same device and inode) — is a
/// usage error, found before anything is read or written.
enum OutputGuard {
    /// Throws when `output` (given with `option`; `-` is standard output) is the same file as
    /// one of `inputs` (what each is, for the message, and its path; `-` and nil are skipped).
    static func check(
        _ output: String?, of option: Option, against inputs: [(what: String, path: String?)], command: Command
    ) throws(UsageError) {
        guard let output, output != "-", let target = identity(output) else { return }
        for input in inputs {
            guard let path = input.path, path != "-", let source = identity(path), source == target else { continue }
            throw UsageError(
                "The output of '\(option.longForm)' is one of the inputs (\(input.what) '\(path)'): it would be overwritten",
                option: option, command: command)
        }
    }

    /// The device and inode of the file at `path`, or nil when there is none.
    private static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
