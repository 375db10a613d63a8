import SceneFiles
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the cases of a corpus by the naming convention, in folders searched recursively:
///
/// - `NAME.trace.jsonl`: a trace, replayed through the scene its header names or, without a
///   header, `NAME.scene.json`;
/// - `NAME.EXT` with `EXT` one of ``recordingExtensions`` (and no trace of that name): a
///   touch recording (evemu, evtest, getevent, libinput record), replayed through `NAME.scene.json` and scaled onto its
///   window; evemu's split form takes its device description from `NAME.desc`, or from
///   `DEVICE.desc` when the name starts with `DEVICE_`;
/// - `NAME.expected.jsonl` and `NAME.expected.txt`: what the replay must produce;
/// - `NAME.explained.jsonl` and `NAME.explained.txt`: what it must produce with reasons on, as
///   `bk-events replay --explain` writes it (GestureModel's Reasons article), so the case pins why as well as
///   what. A case may have any of the four.
///
/// A trace without an expectation, or a recording with its scene and no expectation, is a case
/// that is skipped (or whose `NAME.expected.jsonl` `--update` writes); an expectation without a trace or
/// recording, and a recording without its scene, are cases with a ``CorpusCase/problem``.
/// Files and folders whose names start with `.` are not searched; only regular files (and
/// links to them) are taken, so a FIFO or device named like a trace never blocks a run (each
/// one skipped is told). A link to a folder is followed only when the folder is inside the
/// one searched (one leading out of it is skipped, and told). Cases come sorted by name (the same order on every machine), each
/// once however often, and by whatever path, it was named: a case is its folder's real path
/// and its name there.
public enum CorpusDiscovery {
    /// The extensions of the recordings a corpus may hold (a getevent log's is two words, its
    /// plain `.txt` being too common).
    public static let recordingExtensions: Set<String> = ["evemu", "events", "evtest", "yml", "yaml", "getevent", "getevent-lt.txt", "getevent-t.txt"]

    /// The cases found in `paths` (folders, searched recursively, or files: a trace, recording
    /// or expectation names its case); `skipped` is told of each file named like a case's that
    /// is not a regular file, and of each link to a folder outside the one searched (its path,
    /// and why).
    ///
    /// - Throws: a path that does not exist or cannot be read, or a file that is none of those.
    /// - Complexity: O(*n* log *n*) for *n* files in the folders searched or named in.
    public static func discover(
        _ paths: [String], skipped: (_ path: String, _ what: String) -> Void = { _, _ in }
    ) throws(FileError) -> [CorpusCase] {
        // by the real path of the case's folder and its name there: named twice, or by two
        // paths (`c`, `./c/`, a link to it), a case is found once
        var found: [String: CorpusCase] = [:]
        let add = { (folder: FileIdentity, stem: String, found: inout [String: CorpusCase], named: CorpusCase) in
            let identity = "\(folder.device):\(folder.inode)/\(stem)"
            if found[identity] == nil { found[identity] = named }
        }
        // the cases of each folder a file was named in, found once however many are named
        var listed: [String: (identity: FileIdentity, cases: [String: CorpusCase])] = [:]
        for given in paths {
            let path = normalized(given)
            guard let kind = kind(of: path) else { throw fail(path, "no such file or folder") }
            switch kind {
            case .folder:
                var visited: Set<FileIdentity> = []
                let tree = realPath(path) ?? path
                try walk(path, root: path, tree: tree, visited: &visited, skipped: skipped) { add($0, $1, &found, $2) }
            case .file:
                let (folder, file) = split(path)
                if listed[folder] == nil {
                    let (files, _, identity) = try entries(of: folder, skipped: { _, _ in })
                    let cases = cases(in: folder, files: files, root: folder)
                    listed[folder] = (identity, Dictionary(cases.map { ($0.stem, $0.found) }) { first, _ in first })
                }
                guard let stem = CorpusFileName(file).stem, let folderCases = listed[folder], let named = folderCases.cases[stem] else {
                    throw fail(path, "not a trace (NAME.trace.jsonl), a recording or an expectation (NAME.expected.jsonl or .txt, NAME.explained.jsonl or .txt)")
                }
                add(folderCases.identity, stem, &found, named)
            case .other(let what):
                throw fail(path, "not a regular file (\(what))")
            }
        }
        return found.values.sorted { $0.name < $1.name }
    }

    private enum Kind: Equatable {
        case file, folder
        /// Neither a regular file nor a folder: a FIFO, socket or device (what it is).
        case other(String)
    }

    private static func fail(_ path: String, _ message: String) -> FileError {
        FileError(file: path, location: .wholeFile, message: message)
    }

    /// `path` with each run of `/` made one (`.//c` is `./c`, not `/c`), without `./` in front
    /// and `/` at the end.
    static func normalized(_ path: String) -> String {
        var collapsed = ""
        for character in path where !(character == "/" && collapsed.hasSuffix("/")) { collapsed.append(character) }
        var path = collapsed
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        while path.hasSuffix("/") && path.count > 1 { path.removeLast() }
        return path
    }

    /// `folder/name`, without a leading `./`.
    private static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }

    /// The folder and the file name of `path`.
    private static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// What `path` is (following symbolic links), or nil when it does not exist.
    private static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other(LineReader.kind(info.st_mode))
        }
    }

    /// The regular files and the folders in `folder` (names not starting with `.`), each
    /// sorted; `skipped` is told of the other files whose names a case's could be.
    private static func entries(
        of folder: String, skipped: (String, String) -> Void
    ) throws(FileError) -> (files: [String], folders: [String], identity: FileIdentity) {
        var info = stat()
        guard stat(folder, &info) == 0, let directory = opendir(folder) else {
            throw fail(folder, "cannot read the folder: \(String(cString: strerror(errno)))")
        }
        defer { closedir(directory) }
        var files: [String] = [], folders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name.hasPrefix(".") { continue }
            // the entry's type when the file system gives it; a link (or an unknown type) is
            // followed
            let type = Int32(entry.pointee.d_type)
            let found: Kind? = type == Int32(DT_REG) ? .file : type == Int32(DT_DIR) ? .folder : kind(of: join(folder, name))
            switch found {
            case .folder: folders.append(name)
            case .file: files.append(name)
            case .other(let what):
                // reading it could block for ever (a FIFO nobody writes): told, when it is named
                // like a case's file
                if CorpusFileName(name).stem != nil { skipped(join(folder, name), "not a regular file (\(what))") }
            case nil: break  // a dangling link
            }
        }
        // Swift orders strings the same on every machine, whatever its locale
        return (files.sorted(), folders.sorted(), FileIdentity(info))
    }

    /// Finds the cases in `folder` and the folders under it, `tree` being the real path of the
    /// folder named (`root` as named). A link to a folder is followed only when it leads to a
    /// folder inside the tree: one leading out of it (`shared -> ../../elsewhere`, `all -> /`)
    /// is skipped and told, so a run — and `--update` — reads and writes only under the folder
    /// named, and never walks the whole file system. Name that folder too to check it.
    private static func walk(
        _ folder: String, root: String, tree: String, visited: inout Set<FileIdentity>, skipped: (String, String) -> Void,
        _ add: (FileIdentity, String, CorpusCase) -> Void
    ) throws(FileError) {
        let (files, folders, identity) = try entries(of: folder, skipped: skipped)
        guard visited.insert(identity).inserted else { return }
        for (stem, found) in cases(in: folder, files: files, root: root) { add(identity, stem, found) }
        for child in folders {
            let path = join(folder, child)
            var link = stat()
            if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
                guard let target = realPath(path), target == tree || target.hasPrefix(tree == "/" ? "/" : tree + "/") else {
                    skipped(path, "a link to a folder outside \(root) (name that folder to check it too)")
                    continue
                }
            }
            try walk(path, root: root, tree: tree, visited: &visited, skipped: skipped, add)
        }
    }

    /// The absolute path of `path`, links resolved, or nil when it cannot be resolved.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The files of one case name in a folder.
    private struct Group {
        var trace: String?
        var recordings: [String] = []
        var scene: String?
        var expectations: [CorpusExpectation] = []
    }

    /// The cases `files` of `folder` make, each with its name in the folder.
    private static func cases(in folder: String, files: [String], root: String) -> [(stem: String, found: CorpusCase)] {
        var groups: [String: Group] = [:]
        var descriptions: [String: String] = [:]
        for file in files {
            let name = CorpusFileName(file)
            guard let stem = name.stem else { continue }
            let path = join(folder, file)
            switch name.role {
            case .trace: groups[stem, default: Group()].trace = path
            case .expectation(let format, let explained):
                groups[stem, default: Group()].expectations.append(CorpusExpectation(path: path, format: format, explained: explained))
            case .scene: groups[stem, default: Group()].scene = path
            case .description: descriptions[stem] = path
            case .recording: groups[stem, default: Group()].recordings.append(path)
            case .other: break
            }
        }
        var result: [(stem: String, found: CorpusCase)] = []
        for stem in groups.keys.sorted() {
            guard let group = groups[stem] else { continue }
            let name = join(folder, stem)
            let key = root == "." || folder == "." ? name : String(name.dropFirst(root == "/" ? 1 : root.count + 1))
            if let trace = group.trace {
                result.append((stem, CorpusCase(name: name, input: .trace(trace), scene: group.scene, expectations: group.expectations, key: key)))
            } else if let recording = group.recordings.first, !group.expectations.isEmpty || group.scene != nil {
                var found = CorpusCase(
                    name: name, input: .recording(recording, description: description(for: stem, in: descriptions)),
                    scene: group.scene, expectations: group.expectations, key: key)
                if group.recordings.count > 1 {
                    found.problem = fail(group.recordings[1], "two recordings named \(stem) (\(group.recordings.joined(separator: ", "))): keep one")
                } else if group.scene == nil {
                    found.problem = fail(recording, "a recording needs its scene beside it, \(join(folder, stem)).scene.json (its window gives the scale)")
                }
                result.append((stem, found))
            } else if let first = group.expectations.first {
                result.append((stem, CorpusCase(
                    name: name, input: .trace(join(folder, stem + ".trace.jsonl")), scene: group.scene,
                    expectations: group.expectations, key: key,
                    problem: fail(first.path, "no trace or recording for this expectation (\(stem).trace.jsonl or a recording such as \(stem).evemu beside it)"))))
            }
        }
        return result
    }

    /// `NAME.desc`, or the longest `DEVICE.desc` whose name starts `NAME` followed by `_`.
    private static func description(for stem: String, in descriptions: [String: String]) -> String? {
        if let exact = descriptions[stem] { return exact }
        return descriptions.keys.filter { stem.hasPrefix($0 + "_") }.max { $0.count < $1.count }.flatMap { descriptions[$0] }
    }
}
