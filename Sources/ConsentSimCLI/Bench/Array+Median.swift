extension Array where Element == Double {
    /// The middle value (the upper one of the two middles for an even count); 0 when empty.
    var median: Double { isEmpty ? 0 : sorted()[count / 2] }
}
