/// The version `consent-sim --version` prints.
public enum ConsentSimVersion {
    public static let string = "0.1.0"
}
