/// Calendar dates by arithmetic (Howard Hinnant's days-from-civil algorithm): building a
/// `Calendar` or a formatter per line or per file name costs milliseconds in hot paths.
public enum CivilDate {
    /// Year, month (1–12) and day of the month of `days` since 1970-01-01.
    public static func from(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
