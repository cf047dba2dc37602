import SensorKitSim

/// What the phone's page on top says, in reading order, decided once for every drawing of it:
/// the terminal's views and the dossier's pictures lay out the same blocks, each in its own way.
public enum PageBlock: Equatable, Sendable {
    /// How a block's text reads.
    public enum Role: Equatable, Sendable {
        case body, heading, secondary
        /// Something the participant should notice ("Required").
        case warning
        /// The simulator speaking, not the iPhone (a missing privacy link, where a link would go):
        /// the terminal shows it, a picture of the iPhone leaves it out.
        case simulatorNote
    }

    /// A list item's mark: a requested sensor, one given, one denied.
    public enum Mark: Equatable, Sendable { case bullet, given, denied }

    /// A paragraph, wrapped to the page's width.
    case paragraph(String, Role)
    /// One line that is not wrapped (a heading, a device list).
    case line(String, Role)
    case item(String, Mark)
    /// A link control, drawn where it stands in the text.
    case link(ControlID)
    case blank
}

/// One row of a Settings page, top to bottom.
public enum SettingsRow: Equatable, Sendable {
    case control(ControlID)
    /// A footnote under a group.
    case note(String)
    /// A group's header ("STUDIES").
    case header(String)
    /// The space between two groups.
    case gap
}

extension Snapshot {
    /// The sheet page's text under its navigation row: the sensor's heading (kept visible when
    /// the Required alert covers the rest), then the body.
    public var sheetHeading: [PageBlock] {
        guard let sensor = sheet?.currentSensor else { return [] }
        var blocks: [PageBlock] = [.paragraph(text.name(of: sensor), .heading), .line(text.devices(of: sensor), .secondary)]
        if profile.required.contains(sensor) { blocks.append(.line(text.required, .warning)) }
        return blocks
    }

    /// The sheet page's text below `sheetHeading`.
    public var sheetBody: [PageBlock] {
        guard let sheet else { return [] }
        switch sheet.page {
        case .enableCollection:
            // SensorKitUI's enableSKDetailText, whose first sentence is Settings' own note.
            return [.paragraph(text.notCollecting, .body), .blank, .paragraph(text.enableCollectionDetail(app: profile.appName), .body)]
        case .intro:
            var blocks: [PageBlock] = [.paragraph(text.introLead(app: profile.appName), .body), .blank,
                                       .line(text.studyPurpose, .heading), .paragraph(profile.purpose, .body)]
            if control(.sheetPrivacyPolicy) != nil {
                blocks.append(.link(.sheetPrivacyPolicy))
                // A terminal cannot open a browser: say where iOS would go instead of doing nothing.
                if sheet.openedPrivacyPolicy, let url = privacyPolicyURL {
                    blocks.append(.paragraph(CaptionText.for(text.language).opens(url), .simulatorNote))
                }
            } else {
                blocks.append(.paragraph("(no privacy policy link: the study sets no NSSensorKitPrivacyPolicyURL)", .simulatorNote))
            }
            blocks += [.blank, .line(text.requestedData, .heading)]
            return blocks + sheet.sensors.map { .item(text.name(of: $0), .bullet) }
        case .sensor:
            guard let sensor = sheet.currentSensor else { return [] }
            var blocks: [PageBlock] = [.blank, .line(text.howUsed, .heading)]
            if let description = sensorDescriptions[sensor], !description.isEmpty {
                blocks.append(.paragraph(description, .body))
            } else {
                blocks.append(.line("(Info.plist gives no description)", .simulatorNote))
            }
            return blocks
        case .review:
            let app = profile.appName
            var blocks: [PageBlock] = [.line(text.reviewTitle, .heading)]
            let given = sheet.sensors.filter { sheet.answers[$0] == true }
            let denied = sheet.sensors.filter { sheet.answers[$0] == false }
            if !given.isEmpty {
                blocks += [.blank, .paragraph(text.given(app: app), .body)] + given.map { .item(text.name(of: $0), .given) }
            }
            if !denied.isEmpty {
                blocks += [.blank, .paragraph(text.denied(app: app), .body)] + denied.map { .item(text.name(of: $0), .denied) }
            }
            return blocks + [.blank, .line(text.dataCollectionTitle, .heading), .paragraph(text.dataCollectionNote(app: app), .secondary)]
        }
    }

    /// The title at the top of the sheet: its own, or “Enable Research Sensor & Usage Data”
    /// while that page stands in its place.
    public var sheetPageTitle: String {
        sheet?.page == .enableCollection ? text.enableCollectionTitle : text.sheetTitle
    }

    /// The buttons at the foot of the sheet's page, top to bottom.
    public var sheetFooter: [ControlID] {
        switch sheet?.page {
        case .enableCollection: [.sheetOpenSettings]
        case .intro: [.sheetNext]
        case .sensor: [.sheetAllow, .sheetDeny]
        case .review: [.sheetDone]
        case nil: []
        }
    }

    /// The title of the open Settings page.
    public var settingsTitle: String {
        switch settings {
        case .privacy: text.privacyAndSecurity
        case .research: text.researchData
        case .study: profile.appName
        case .motion: text.motionAndFitness
        case nil: ""
        }
    }

    /// The rows of the open Settings page.
    public var settingsRows: [SettingsRow] {
        switch settings {
        case .privacy:
            return [.gap, .control(.settingsOpenResearch), .control(.settingsOpenMotion)]
        case .research:
            var rows: [SettingsRow] = [.gap, .control(.settingsCollection)]
            if !collectionEnabled { rows.append(.note(text.notCollecting)) }
            return SystemUI.listsStudy(profile, collectionEnabled: collectionEnabled) ? rows + [.gap, .header(text.studiesHeader), .control(.settingsOpenStudy)] : rows
        case .study:
            // Listed in the order the sheet asked, not the order the app requested them in.
            let sensors = SystemUI.studyPageSensors(profile, phone)
            var rows: [SettingsRow] = [.gap, .header(text.dataHeader)]
            rows += sensors.isEmpty ? [.note(text.noDataAnswered)] : sensors.map { .control(.settingsSensor($0)) }
            rows += [.gap, .control(.settingsDeleteUnshared)]
            let required = sensors.filter(profile.required.contains)
            if !required.isEmpty { rows += [.gap, .note(text.requiredForStudy(required))] }
            return rows
        case .motion:
            let app: SettingsRow = control(.settingsMotionApp) != nil ? .control(.settingsMotionApp) : .note(text.noAppAsked)
            return [.gap, .control(.settingsFitnessTracking), .gap, .header(text.appsHeader), app]
        case nil:
            return []
        }
    }
}
