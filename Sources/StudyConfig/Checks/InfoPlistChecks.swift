import Foundation

extension Checker {
    /// The study purpose and the privacy policy link the sheet's opening page shows.
    mutating func checkStudyText() {
        let root = study.root
        let purposeKey = "NSSensorKitUsageDescription"
        if let node = root[purposeKey] {
            if let text = node.string {
                if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    error("empty-usage-description", file: infoFile, keyPath: purposeKey, line: line(of: purposeKey),
                          "NSSensorKitUsageDescription is empty: the sheet shows no study purpose",
                          suggestion: "describe the study's purpose in a sentence or two")
                } else if let why = TextQuality.placeholder(text) {
                    warning("placeholder-text", file: infoFile, keyPath: purposeKey, line: line(of: purposeKey),
                            "\(why): participants would see it as the study purpose", suggestion: "write the study's real purpose")
                }
            } else {
                error("wrong-type", file: infoFile, keyPath: purposeKey, line: node.line ?? line(of: purposeKey),
                      "NSSensorKitUsageDescription is \(node.value.typeName); it must be a string")
            }
        } else {
            let inStrings = study.localizations.first { $0[purposeKey] != nil }
            let similar = NearestName.suggest(purposeKey, among: study.root.keys.filter { $0 != purposeKey })
            error("missing-usage-description", file: infoFile, keyPath: purposeKey,
                  "NSSensorKitUsageDescription is missing: the sheet has no study purpose to show",
                  suggestion: inStrings.map { "\($0.file) has it, but iOS only translates keys that Info.plist has: add it to Info.plist" }
                      ?? similar.map { "Info.plist has \($0); did you mean NSSensorKitUsageDescription?" }
                      ?? "add NSSensorKitUsageDescription with the study's purpose")
        }

        let urlKey = "NSSensorKitPrivacyPolicyURL"
        if let node = root[urlKey] {
            if let text = node.string {
                if !TextQuality.buildVariables(text).isEmpty {
                    note("build-variable", file: infoFile, keyPath: urlKey, line: line(of: urlKey),
                         "the privacy policy URL uses \(TextQuality.buildVariables(text).joined(separator: ", ")), which Xcode fills in at build time; shown here as written")
                } else if !Self.isAbsoluteWebURL(text) {
                    error("invalid-privacy-url", file: infoFile, keyPath: urlKey, line: node.line ?? line(of: urlKey),
                          "NSSensorKitPrivacyPolicyURL \"\(text)\" is not an absolute http(s) URL: the sheet's privacy policy link cannot open",
                          suggestion: text.contains("://") ? "use an https:// URL" : "write it as https://\(text)")
                }
            } else {
                error("wrong-type", file: infoFile, keyPath: urlKey, line: node.line ?? line(of: urlKey),
                      "NSSensorKitPrivacyPolicyURL is \(node.value.typeName); it must be a string")
            }
        } else {
            error("missing-privacy-url", file: infoFile, keyPath: urlKey,
                  "NSSensorKitPrivacyPolicyURL is missing: the sheet has no privacy policy link",
                  suggestion: "add NSSensorKitPrivacyPolicyURL with the study's https privacy policy")
        }
    }

    static func isAbsoluteWebURL(_ s: String) -> Bool {
        guard let url = URL(string: s), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else { return false }
        return !(url.host ?? "").isEmpty
    }
}
