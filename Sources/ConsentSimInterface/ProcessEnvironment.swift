#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read straight from the C `environ` list.
///
/// `ProcessInfo.processInfo.environment` gives the same dictionary, but setting up
/// `ProcessInfo` and bridging each entry through Foundation was a measurable part of the demo's
/// start-up (`bench`'s `startup_ms`). A variable set twice keeps its first value, the one `getenv`
/// (and so ncurses) reads; an entry without `=` is skipped.
enum ProcessEnvironment {
    static func current() -> [String: String] {
        #if canImport(Darwin)
        guard let list = _NSGetEnviron()?.pointee else { return [:] }
        #else
        guard let list = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return [:] }
        #endif
        var variables: [String: String] = [:]
        var index = 0
        while let entry = list[index] {
            index += 1
            guard let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
            let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: equals - entry), as: UTF8.self)
            guard variables[name] == nil else { continue }
            variables[name] = String(cString: equals + 1)
        }
        return variables
    }
}
