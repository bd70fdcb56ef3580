import Foundation

/// Where theme files are looked for, most preferred first, and which themes exist.
struct ThemeLocator {
    /// The theme every install has, built into the program when no file overrides it.
    static let builtInName = "default"

    /// The process environment, for `PARLOR_ASSETS`, `XDG_CONFIG_HOME` and `HOME`.
    let environment: [String: String]
    /// The folder holding the running executable, symbolic links resolved.
    let executableDirectory: String?

    /// Whether `name` can be a theme's name: lowercase letters, digits and dashes, so it never escapes the
    /// themes folder as a path.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-")
            && name.allSatisfy { "abcdefghijklmnopqrstuvwxyz0123456789-".contains($0) }
    }

    /// The folders that may hold `NAME.json` theme files, most preferred first.
    var directories: [String] {
        var folders: [String] = []
        if let assets = environment["PARLOR_ASSETS"], !assets.isEmpty {
            folders.append(assets + "/themes")
        }
        folders.append(configHome + "/parlor/themes")
        if let executableDirectory {
            folders.append(
                (executableDirectory as NSString).deletingLastPathComponent + "/share/parlor/themes")
            // NB: walking up from the executable finds the checkout's Assets under `swift run`, whose binary sits
            // in .build/<triple>/debug.
            var folder = executableDirectory
            while true {
                folders.append(folder + "/Assets/themes")
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
        }
        return folders
    }

    /// The first readable file for the theme `name`, or `nil`.
    func path(for name: String) -> String? {
        directories.lazy.map { "\($0)/\(name).json" }.first {
            FileManager.default.isReadableFile(atPath: $0)
        }
    }

    /// Every theme that can be chosen: the built-in one and each file found, sorted.
    var availableNames: [String] {
        let files = directories.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".json") }
                .map { String($0.dropLast(".json".count)) }
        }
        return Set(files + [Self.builtInName]).filter(Self.isValidName).sorted()
    }

    /// `$XDG_CONFIG_HOME`, or `~/.config` when it is unset or not absolute (as the XDG specification says).
    private var configHome: String {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }
}
