/// The rates a measurement of what one sample costs runs at: the dense sensors slowed, since a
/// sample's row is as long at any rate, and a day at 50 Hz is millions of them to no purpose.
extension SampleRates {
    /// These rates with every dense sensor (motion, pressure, PPG, headphone motion and heart
    /// rate) at most `perSecond` samples a second. The export's estimate and the dossier's data
    /// volume measure row lengths at such rates.
    public func slowed(to perSecond: Double) -> SampleRates {
        var r = self
        r.accelerometerHz = min(r.accelerometerHz, perSecond)
        r.rotationRateHz = min(r.rotationRateHz, perSecond)
        r.ambientPressureHz = min(r.ambientPressureHz, perSecond)
        r.headphoneMotionHz = min(r.headphoneMotionHz, perSecond)
        r.photoplethysmogramHz = min(r.photoplethysmogramHz, perSecond)
        r.heartRateInterval = max(r.heartRateInterval, 1 / perSecond)
        return r
    }
}
