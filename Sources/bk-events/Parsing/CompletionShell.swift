/// The shells `--generate-completion-script` writes a completion script for. Each script is
/// made from the declarations of the subcommands and their options (``Command``), so it
/// offers exactly what the parser accepts: subcommands, options, the words of a choice, and
/// files (with the expected extensions, folders too) where a path is wanted.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The script, to be sourced by the shell (or installed where it looks for completions).
    var script: String {
        switch self {
        case .bash: return CompletionShell.bashScript()
        case .zsh: return CompletionShell.zshScript()
        case .fish: return CompletionShell.fishScript()
        }
    }

    /// Every subcommand, the root first.
    private static var commands: [Command] { Command.all }

    /// `text` inside single quotes for a POSIX shell.
    private static func singleQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// Every word naming an option, short forms first.
    private static func optionWords(_ command: Command) -> [String] {
        command.allOptions.flatMap { option in (option.short.map { ["-\($0)"] } ?? []) + [option.longForm] }
    }

    // MARK: bash

    private static func bashScript() -> String {
        var script = """
            #!/bin/bash
            # bash completion for bk-events; made by `bk-events --generate-completion-script bash`.

            _bk_events_files() {
                local extension
                COMPREPLY+=($(compgen -d -- "$cur"))
                if [[ $# -eq 0 ]]; then
                    COMPREPLY+=($(compgen -f -- "$cur"))
                else
                    for extension in "$@"; do
                        COMPREPLY+=($(compgen -f -X "!*.$extension" -- "$cur"))
                    done
                fi
            }

            _bk_events() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                local command="" word index
                COMPREPLY=()
                # the subcommand: the leading words that name one
                for ((index = 1; index < COMP_CWORD; index++)); do
                    word="${COMP_WORDS[index]}"
                    case "$command/$word" in

            """
        for command in commands where command != .root {
            let parent = command.parent?.name ?? ""
            script += "            \(singleQuoted(parent + "/" + (command.path.last ?? "")))) command=\(singleQuoted(command.name)) ;;\n"
        }
        script += """
                        /help) command=help ;;
                        *) break ;;
                    esac
                done
                case "$command" in

            """
        for command in commands {
            script += "    \(singleQuoted(command.name)))\n"
            var valueCases = ""
            for option in command.allOptions {
                guard let value = option.value else { continue }
                let names = (option.short.map { ["-\($0)"] } ?? []) + [option.longForm]
                let action: String
                if !value.choices.isEmpty {
                    action = "COMPREPLY=($(compgen -W \(singleQuoted(value.choices.joined(separator: " "))) -- \"$cur\"))"
                } else if value.completesFiles {
                    action = (["_bk_events_files"] + value.extensions).joined(separator: " ")
                } else {
                    action = ":"
                }
                valueCases += "            \(names.joined(separator: "|"))) \(action); return ;;\n"
            }
            if !valueCases.isEmpty { script += "        case \"$prev\" in\n" + valueCases + "        esac\n" }
            script += "        if [[ $cur == -* ]]; then\n"
            script += "            COMPREPLY=($(compgen -W \(singleQuoted(optionWords(command).joined(separator: " "))) -- \"$cur\"))\n"
            if !command.subcommands.isEmpty {
                let names = command.subcommands.compactMap(\.path.last) + (command == .root ? ["help"] : [])
                script += "        else\n"
                script += "            COMPREPLY=($(compgen -W \(singleQuoted(names.joined(separator: " "))) -- \"$cur\"))\n"
            } else if let argument = command.arguments.first {
                script += "        else\n"
                script += "            \((["_bk_events_files"] + argument.value.extensions).joined(separator: " "))\n"
            }
            script += "        fi\n        ;;\n"
        }
        let helpWords = commands.filter { $0.parent == .root }.compactMap(\.path.last)
        script += """
                help)
                    COMPREPLY=($(compgen -W \(singleQuoted(helpWords.joined(separator: " "))) -- "$cur"))
                    ;;
                esac
            }

            complete -o filenames -F _bk_events bk-events

            """
        return script
    }

    // MARK: zsh

    /// `text` escaped for an `_arguments` description in brackets.
    private static func zshDescription(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "[" || character == "]" || character == ":" || character == "\\" { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }

    /// The `_arguments` action completing a value of `kind`.
    private static func zshAction(_ kind: ValueKind) -> String {
        if !kind.choices.isEmpty { return "(\(kind.choices.joined(separator: " ")))" }
        guard kind.completesFiles else { return " " }
        if kind.extensions.isEmpty { return "_files" }
        return "_files -g \"*.(\(kind.extensions.joined(separator: "|")))\""
    }

    /// The name of the zsh function completing `command`'s words.
    private static func zshFunction(_ command: Command) -> String {
        (["_bk-events"] + command.path).joined(separator: "_")
    }

    private static func zshScript() -> String {
        var script = "#compdef bk-events\n# zsh completion for bk-events; made by `bk-events --generate-completion-script zsh`.\n"
        for command in commands {
            var specs: [String] = []
            for option in command.allOptions {
                let description = "[" + zshDescription(option.help) + "]"
                let value = option.value.map { ":\($0.placeholder):\(zshAction($0))" } ?? ""
                if let short = option.short {
                    let exclusion = "(-\(short) \(option.longForm))"
                    specs.append(singleQuoted(exclusion) + "{-\(short),\(option.longForm)}" + singleQuoted(description + value))
                } else {
                    specs.append(singleQuoted(option.longForm + description + value))
                }
            }
            if command.subcommands.isEmpty {
                for argument in command.arguments {
                    let place = argument.isRepeating ? "*" : ""
                    specs.append(singleQuoted("\(place):\(argument.value.placeholder):\(zshAction(argument.value))"))
                }
            } else {
                specs.append(singleQuoted("(-): :->subcommand"))
                specs.append(singleQuoted("(-)*:: :->argument"))
            }
            script += "\n\(zshFunction(command))() {\n"
            script += "    local context state state_descr line\n    local -A opt_args\n"
            script += "    _arguments -s -S : \\\n        " + specs.joined(separator: " \\\n        ") + " && return 0\n"
            if !command.subcommands.isEmpty {
                var described = command.subcommands.map { ($0.path.last ?? "") + ":" + $0.abstract }
                var dispatch = command.subcommands.compactMap(\.path.last)
                if command == .root {
                    described.append("help:Show the help of a subcommand.")
                    dispatch.append("help")
                }
                script += "    case $state in\n    subcommand)\n        local -a subcommands=(\n"
                script += described.map { "            " + singleQuoted($0) + "\n" }.joined()
                script += "        )\n        _describe -t subcommands subcommand subcommands\n        ;;\n"
                script += "    argument)\n        case $words[1] in\n"
                for name in dispatch {
                    let function = name == "help" ? "_bk-events_help" : (["_bk-events"] + command.path + [name]).joined(separator: "_")
                    script += "        \(name)) \(function) ;;\n"
                }
                script += "        esac\n        ;;\n    esac\n"
            }
            script += "}\n"
        }
        let helpWords = commands.filter { $0.parent == .root }.compactMap(\.path.last)
        script += "\n_bk-events_help() {\n    _arguments \(singleQuoted("1:subcommand:(\(helpWords.joined(separator: " ")))"))\n}\n"
        script += "\nif [[ \"${funcstack[1]}\" = _bk-events ]]; then\n    _bk-events \"$@\"\nelse\n    compdef _bk-events bk-events\nfi\n"
        return script
    }

    // MARK: fish

    /// The fish condition true while the words typed so far are those of `command`.
    private static func fishCondition(_ command: Command) -> String {
        guard command != .root else { return "__fish_use_subcommand" }
        var parts = command.path.map { "__fish_seen_subcommand_from \($0)" }
        let names = command.subcommands.compactMap(\.path.last)
        if !names.isEmpty { parts.append("not __fish_seen_subcommand_from " + names.joined(separator: " ")) }
        return parts.joined(separator: "; and ")
    }

    private static func fishScript() -> String {
        var script = "# fish completion for bk-events; made by `bk-events --generate-completion-script fish`.\n"
        script += "complete -c bk-events -f\n"
        for command in commands {
            let condition = singleQuoted(fishCondition(command))
            let subcommands = command.subcommands.map { ($0.path.last ?? "", $0.abstract) }
                + (command == .root ? [("help", "Show the help of a subcommand.")] : [])
            for (name, abstract) in subcommands {
                script += "complete -c bk-events -n \(condition) -a \(name) -d \(singleQuoted(abstract))\n"
            }
            for option in command.allOptions {
                var words = ["complete -c bk-events -n", condition, "-l", option.name]
                if let short = option.short { words += ["-s", String(short)] }
                if let value = option.value {
                    words.append("-r")
                    if !value.choices.isEmpty {
                        words += ["-f", "-a", singleQuoted(value.choices.joined(separator: " "))]
                    } else if value.completesFiles {
                        words.append("-F")
                    } else {
                        words.append("-f")
                    }
                }
                words += ["-d", singleQuoted(option.help)]
                script += words.joined(separator: " ") + "\n"
            }
            if command.subcommands.isEmpty, !command.arguments.isEmpty {
                script += "complete -c bk-events -n \(condition) -F\n"
            }
        }
        let helpWords = commands.filter { $0.parent == .root }.compactMap(\.path.last)
        script += "complete -c bk-events -n '__fish_seen_subcommand_from help' -a \(singleQuoted(helpWords.joined(separator: " ")))\n"
        return script
    }
}
