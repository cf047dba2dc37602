import Foundation

extension Checker {
    /// The study purpose and the privacy policy link the sheet's opening page shows.
    mutating func checkStudyText() {
        let root = study.root
        let purposeKey = "NSSensorKitUsageDescription"
        if let node = root[purposeKey] {
            if let text = node.string {
                if text.isBlank {
                    error("empty-usage-description", file: infoFile, keyPath: purposeKey, line: line(of: purposeKey),
                          "the study purpose is empty: the sheet shows none",
                          suggestion: "describe the study's purpose in a sentence or two")
                } else if let why = TextQuality.placeholder(text) {
                    warning("placeholder-text", file: infoFile, keyPath: purposeKey, line: line(of: purposeKey),
                            "\(why): participants would see it as the study purpose", suggestion: "write the study's real purpose")
                }
            } else {
                error("wrong-type", file: infoFile, keyPath: purposeKey, line: node.line ?? line(of: purposeKey),
                      "\(node.value.typeName.capitalizedFirst) where a string is required")
            }
        } else {
            // A misspelling in Info.plist is the likelier slip than a key kept only in a strings file.
            let inStrings = study.localizations.first { $0[purposeKey] != nil }
            let similar = misspelling(of: purposeKey)
            // The entitlements given as the Info.plist (`--info-plist App.entitlements`).
            let isEntitlements = root[Study.entitlementKey] != nil && !root.keys.contains { $0.hasPrefix("CFBundle") }
            error("missing-usage-description", file: infoFile, keyPath: purposeKey, line: similar.flatMap(line(of:)),
                  "missing: the sheet has no study purpose to show" + (isEntitlements ? ", and this file is an entitlements file (it has \(Study.entitlementKey)), not an Info.plist" : ""),
                  suggestion: isEntitlements ? "give the app's Info.plist (with --info-plist FILE), not its entitlements file"
                      : similar.map { "Info.plist has \($0); did you mean \(purposeKey)?" }
                      ?? inStrings.map { "\($0.file) has it, but iOS only translates keys that Info.plist has: add it to Info.plist" }
                      ?? "add NSSensorKitUsageDescription with the study's purpose")
        }

        let urlKey = "NSSensorKitPrivacyPolicyURL"
        if let node = root[urlKey] {
            if let text = node.string {
                // A URL with an unfilled build variable is reported by the loader, not judged here.
                if TextQuality.buildVariables(text).isEmpty && !WebAddress.isAbsolute(text) {
                    error("invalid-privacy-url", file: infoFile, keyPath: urlKey, line: node.line ?? line(of: urlKey),
                          "\"\(text)\" is not an absolute http(s) URL: the sheet's privacy policy link cannot open",
                          suggestion: text.contains("://") ? "use an https:// URL" : "write it as https://\(text)")
                }
            } else {
                error("wrong-type", file: infoFile, keyPath: urlKey, line: node.line ?? line(of: urlKey),
                      "\(node.value.typeName.capitalizedFirst) where a string is required")
            }
        } else {
            let similar = misspelling(of: urlKey)
            error("missing-privacy-url", file: infoFile, keyPath: urlKey, line: similar.flatMap(line(of:)),
                  "missing: the sheet has no privacy policy link",
                  suggestion: similar.map { "Info.plist has \($0); did you mean \(urlKey)?" }
                      ?? "add NSSensorKitPrivacyPolicyURL with the study's https privacy policy")
        }
    }

    /// The key of Info.plist that is a slip of `key` (which it lacks), if any: at most two
    /// letters off, ignoring case, so another of Apple's keys (`NSLocationUsageDescription`
    /// beside a missing `NSMotionUsageDescription`) is never called a misspelling.
    func misspelling(of key: String) -> String? {
        let lower = key.lowercased()
        return study.root.keys.filter { $0 != key }
            .map { ($0, NearestName.distance(lower, $0.lowercased())) }
            .filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
    }
}

/// Whether a text is an address a browser opens as a web page: `check`'s rule for the privacy
/// policy link, and the dossier's for what it makes a link of (a study file's `javascript:` is
/// never one).
public enum WebAddress {
    public static func isAbsolute(_ s: String) -> Bool {
        guard let url = URL(string: s), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else { return false }
        return !(url.host ?? "").isEmpty
    }
}

extension String {
    /// "a string" → "A string", for messages that start with a type name.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
