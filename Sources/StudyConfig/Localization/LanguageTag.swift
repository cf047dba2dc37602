/// Language identifiers as `.lproj` folders, string catalogs and `--lang` write them: `de`,
/// `de-CH`, `de_CH`, `zh-Hant-TW`.
package enum LanguageTag {
    /// Why a text `isWellFormed` refuses is no language, as every command says it.
    package static let notWellFormed = "not a language tag (such as de, zh-Hans or pt_BR)"

    /// Whether `text` is a language tag a phone can be set to: a language of 2 to 8 letters
    /// (`de`, and the names older projects use for their development region: `English`, `Base`),
    /// then subtags of 1 to 8 letters and digits after `-` or `_` (`zh-Hans`, `pt_BR`).
    /// A language names folders and files (a dossier's `de/`), so this is also what keeps one
    /// from being a path (`../x`, `/abs`), whatever a study lists.
    package static func isWellFormed(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// The language names older projects give their folders and development region, as
    /// `CFBundle` reads them: `English.lproj` serves a phone set to English (Apple's Bundle
    /// Programming Guide lists these names beside the ISO codes).
    private static let legacyNames = ["English": "en", "French": "fr", "German": "de", "Italian": "it",
                                      "Japanese": "ja", "Spanish": "es", "Dutch": "nl"]

    /// `tag`, or the code a legacy language name stands for (`English` is `en`).
    package static func canonical(_ tag: String) -> String { legacyNames[tag] ?? tag }

    /// `tag` and each shorter form of it, longest first: `zh-Hant-TW`, `zh-Hant`, `zh`.
    package static func withParents(_ tag: String) -> [String] {
        var forms = [tag]
        var rest = Substring(tag)
        // Folder names use `_` (`en_GB.lproj`, older Xcode's spelling) where catalogs use `-`,
        // so both separate subtags.
        while let cut = rest.lastIndex(where: { $0 == "-" || $0 == "_" }) {
            rest = rest[..<cut]
            if !rest.isEmpty { forms.append(String(rest)) }
        }
        return forms
    }

    /// Whether a phone in `a` reads text written in `b` as its own language: a region of it
    /// (en-GB for en or en-US) has nothing to translate, while another script is another
    /// language (zh-Hant for zh-Hans, sr-Latn for sr-Cyrl).
    package static func sameLanguage(_ a: String, _ b: String) -> Bool {
        func withoutRegion(_ tag: String) -> String {
            let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
            let isRegion = { (p: Substring) in p.count == 2 && p.allSatisfy(\.isLetter) || p.count == 3 && p.allSatisfy(\.isNumber) }
            return ([parts.first ?? ""] + parts.dropFirst().filter { !isRegion($0) }).joined(separator: "-")
        }
        return same(withoutRegion(a), withoutRegion(b))
    }

    /// Whether `a` and `b` name the same language: `_` and `-` are the same separator, and
    /// language tags ignore case (BCP 47), so `de_CH.lproj` serves `--lang de-CH`.
    /// Compared byte by byte, with nothing allocated: it is asked for every table on every
    /// lookup of a translated string. Tags are ASCII; any other byte must match exactly.
    package static func same(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && a.utf8.elementsEqual(b.utf8) { folded($0) == folded($1) }
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
        case UInt8(ascii: "_"): UInt8(ascii: "-")
        default: byte
        }
    }
}
