import Foundation

/// Units that samples hand out in their `Measurement`s, made once.
///
/// Foundation on Linux builds a new unit object on every access of `UnitPressure.kilopascals`
/// and the like, so samples store plain numbers and wrap them in these when read.
enum SampleUnits {
    static let celsius = UnitTemperature.celsius
    static let kilopascals = UnitPressure.kilopascals
}
