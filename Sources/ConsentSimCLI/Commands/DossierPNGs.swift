import Foundation
import Dossier
import Synchronization

/// The dossier's 2× PNG pictures, made by `rsvg-convert` from the SVGs just written: one
/// conversion per distinct picture (a screen that looks the same in two places, or in two
/// languages, is converted once), several at a time.
///
/// Each conversion is a process that mostly waits for its font set-up, so this is where a
/// dossier spends its time: a hundred screens in three languages took a minute one at a time.
enum DossierPNGs {
    /// Writes `picture.png` for every picture, from the SVG text `svgs` holds for `picture.svg`.
    /// Throws the first conversion or write that failed, naming the PNG's path.
    static func write(_ pictures: [(svg: String, png: String)], svgs: [String: String], into out: URL,
                      workers: Int = ProcessInfo.processInfo.activeProcessorCount) throws(CannotCreateError) {
        var firstOf: [String: Int] = [:]
        var texts: [String] = []
        for picture in pictures {
            let svg = svgs[picture.svg] ?? ""
            if firstOf[svg] == nil { firstOf[svg] = texts.count; texts.append(svg) }
        }
        let distinct = texts
        let made = Mutex([Data?](repeating: nil, count: distinct.count))
        let failure = Mutex<(index: Int, error: PhonePicture.PNGError)?>(nil)
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, distinct.count))) { _ in
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                // A noted signal (PendingSignal) starts no more conversions: the command stops.
                guard i < distinct.count, failure.withLock({ $0 == nil }), PendingSignal.received == nil else { return }
                do throws(PhonePicture.PNGError) {
                    let png = try PhonePicture.png(svg: distinct[i], scale: 2)
                    made.withLock { $0[i] = png }
                } catch {
                    failure.withLock { if $0 == nil || i < $0!.index { $0 = (i, error) } }
                }
            }
        }
        if let (index, error) = failure.withLock({ $0 }) {
            let picture = pictures.first { firstOf[svgs[$0.svg] ?? ""] == index }
            throw CannotCreateError(path: out.appendingPathComponent(picture?.png ?? "").path, reason: "\(error)")
        }
        let pngs = made.withLock { $0 }
        for picture in pictures {
            guard let i = firstOf[svgs[picture.svg] ?? ""], let png = pngs[i] else { continue }
            try OutputFile.write(png, to: out.appendingPathComponent(picture.png).path)
        }
    }
}
