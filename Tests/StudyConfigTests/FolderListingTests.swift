import Foundation
import Testing
@testable import StudyConfig

/// The study loaders list folders with `readdir`; they must see what Foundation's listing sees,
/// or a study's `.lproj`, `.entitlements` or `.xcconfig` file would be missed.
@Suite struct FolderListingTests {
    @Test func namesAreFoundationsNamesSorted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Info.plist", "de.lproj", "App.entitlements", ".hidden", "Zürich.xcconfig", "a b.strings", "日本語.lproj"] {
            if name.hasSuffix(".lproj") {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: false)
            } else {
                try Data().write(to: folder.appendingPathComponent(name))
            }
        }
        let names = FolderListing.names(in: folder.path)
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted())
        #expect(names.count == 7)
        #expect(!names.contains(".") && !names.contains(".."))
    }

    @Test func aFolderThatCannotBeReadListsNothing() {
        #expect(FolderListing.names(in: "/no/such/folder-\(UUID().uuidString)").isEmpty)
        #expect(FolderListing.names(in: "/etc/hostname").isEmpty)
    }
}
