extension SRDeviceUsageReport {
    /// Apple's `SRDeviceUsageReport.CategoryKey`, the App Store category of an app or website.
    ///
    /// Apple does not publish the string values; the simulator uses the Objective-C constant names.
    public struct CategoryKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        private init(_ name: String) { rawValue = "SRDeviceUsageCategory" + name }

        public static let games = CategoryKey("Games")
        public static let business = CategoryKey("Business")
        public static let weather = CategoryKey("Weather")
        public static let utilities = CategoryKey("Utilities")
        public static let travel = CategoryKey("Travel")
        public static let sports = CategoryKey("Sports")
        public static let socialNetworking = CategoryKey("SocialNetworking")
        public static let reference = CategoryKey("Reference")
        public static let productivity = CategoryKey("Productivity")
        public static let photoAndVideo = CategoryKey("PhotoAndVideo")
        public static let news = CategoryKey("News")
        public static let navigation = CategoryKey("Navigation")
        public static let music = CategoryKey("Music")
        public static let lifestyle = CategoryKey("Lifestyle")
        public static let healthAndFitness = CategoryKey("HealthAndFitness")
        public static let finance = CategoryKey("Finance")
        public static let entertainment = CategoryKey("Entertainment")
        public static let education = CategoryKey("Education")
        public static let books = CategoryKey("Books")
        public static let medical = CategoryKey("Medical")
        public static let newsstand = CategoryKey("Newsstand")
        public static let catalogs = CategoryKey("Catalogs")
        public static let kids = CategoryKey("Kids")
        public static let miscellaneous = CategoryKey("Miscellaneous")
        public static let foodAndDrink = CategoryKey("FoodAndDrink")
        public static let developerTools = CategoryKey("DeveloperTools")
        public static let graphicsAndDesign = CategoryKey("GraphicsAndDesign")
        public static let shopping = CategoryKey("Shopping")
        public static let stickers = CategoryKey("Stickers")
    }
}
