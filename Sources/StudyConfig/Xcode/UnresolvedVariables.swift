/// Diagnostics for build variables that nothing defines.
enum UnresolvedVariables {
    /// One diagnostic per variable and key path. In a plain folder a note: the folder lacks the
    /// project, so the value is simply unknown. In a project a warning: Xcode would build the
    /// app with the variable empty.
    /// In a folder whose one xcconfig was read (`xcconfig`), a warning naming that file too.
    static func diagnostics(_ list: [PlistExpansion.Unresolved], infoFile: String, inProject: Bool, xcconfig: String? = nil) -> [Diagnostic] {
        var seen = Set<String>()
        return list.compactMap { u in
            guard seen.insert("\(u.name)|\(u.keyPath)").inserted else { return nil }
            if inProject {
                return Diagnostic(.warning, code: "undefined-build-variable", file: infoFile, keyPath: u.keyPath, line: u.line,
                                  message: "no build setting defines $(\(u.name)): Xcode builds the app with it empty; shown here as written",
                                  suggestion: "define \(u.name) in the target's build settings or an xcconfig file, or give it with --set \(u.name)=VALUE")
            }
            if let xcconfig {
                return Diagnostic(.warning, code: "build-variable", file: infoFile, keyPath: u.keyPath, line: u.line,
                                  message: "$(\(u.name)) is defined neither by \(xcconfig) nor by the folder's names; shown as written",
                                  suggestion: "give its value with --set \(u.name)=VALUE (vars: in a scenario), or open the Xcode project, whose target may set it (a shared xcconfig is seldom the place)")
            }
            return Diagnostic(.note, code: "build-variable", file: infoFile, keyPath: u.keyPath, line: u.line,
                              message: "$(\(u.name)) is an Xcode build variable that nothing here defines; shown as written",
                              suggestion: "give its value with --set \(u.name)=VALUE (vars: in a scenario), or open the Xcode project instead of the folder")
        }
    }

    /// Variables used inside build settings that no setting defines, at the line that uses them.
    /// One used inside a name is a note: an empty part of a name is how an xcconfig picks a
    /// setting when a variable is unset (ResearchKit's `$(ORK_CATALOG_BUILD_NUMBER_CI_$(CI))`),
    /// and the name it makes is warned of on its own if nothing defines it.
    static func diagnostics(_ list: [BuildSettings.Undefined]) -> [Diagnostic] {
        list.compactMap { u in
            guard let a = u.usedBy else { return nil }
            if u.inLoop {
                return Diagnostic(.warning, code: "build-setting-loop", file: a.file, keyPath: a.name, line: a.line,
                                  message: "\(a.name) uses $(\(u.name)), whose value leads back to \(a.name): the settings refer to one another in a loop, so it has no value",
                                  suggestion: loopFix(u.name))
            }
            if u.insideName {
                return Diagnostic(.note, code: "undefined-build-variable", file: a.file, keyPath: a.name, line: a.line,
                                  message: "\(a.name) uses $(\(u.name)) inside a setting's name, and no build setting defines it: "
                                      + "Xcode makes that part of the name empty",
                                  suggestion: "give it with --set \(u.name)=VALUE to read the other branch")
            }
            return Diagnostic(.warning, code: "undefined-build-variable", file: a.file, keyPath: a.name, line: a.line,
                              message: "\(a.name) uses $(\(u.name)), which no build setting defines: Xcode makes it empty",
                              suggestion: "define \(u.name), or give it with --set \(u.name)=VALUE")
        }
    }

    private static func loopFix(_ name: String) -> String {
        "give \(name) a value that does not lead back to it, or give it with --set \(name)=VALUE"
    }

}
