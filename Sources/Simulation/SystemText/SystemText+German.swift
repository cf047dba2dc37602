extension SystemText {
    /// German. Apple's German wording of the sheet is not published; this translation is ours.
    public static let german: SystemText = {
        var t = SystemText(language: "de", applesWording: [.motionTitle, .motionDontAllow, .motionOK],
                           seenOnOlderIOSOnly: [.motionTitle])
        t.sheetTitle = "Anfrage für Forschungssensor- & Nutzungsdaten"
        t.introLead = "„{app}“ möchte als Teil einer Studie Sensor- & Nutzungsdaten von deinen Geräten erfassen und teilen."
        t.studyPurpose = "Forschungszweck der Studie"
        t.viewPrivacyPolicy = "Datenschutzrichtlinie der Studie anzeigen"
        t.requestedData = "Angefragte Daten"
        t.progress = "{i} von {n}"
        t.back = "Zurück"
        t.next = "Weiter"
        t.done = "Fertig"
        t.cancel = "Abbrechen"
        t.allow = "Erfassen & Teilen erlauben"
        t.deny = "Erfassen & Teilen nicht erlauben"
        t.required = "Erforderlich"
        t.howUsed = "So verwendet die Studie diese Daten:"
        t.requiredAlertTitle = "Für diese Studie erforderlich: {sensor}."
        t.dontEnroll = "Nicht an der Studie teilnehmen"
        t.changeChoice = "Auswahl ändern"
        t.reviewTitle = "Überprüfung der Berechtigungen"
        t.given = "Du hast „{app}“ Zugriff gewährt auf:"
        t.denied = "Du hast „{app}“ den Zugriff verweigert auf:"
        t.dataCollectionTitle = "Datenerfassung und Zugriff"
        t.dataCollectionNote = "Du kannst den Zugriff auf diese Daten jederzeit in den Datenschutzeinstellungen oder durch Löschen von {app} beenden."
        t.deviceOnly = "Nur {device}"
        t.enableCollectionTitle = "Forschungssensor- & Nutzungsdaten aktivieren"
        t.enableCollectionDetail = "Um Forschungsdaten mit „{app}“ zu teilen, musst du die Erfassung von Sensor- & Nutzungsdaten in den Einstellungen aktivieren."
        t.openSettings = "Einstellungen öffnen"
        // Apple's own title and buttons (iOS 11–12 system strings, PGSSoft/AutoMate's MotionAlert.json);
        // whether current iOS rewords them, as it did the English, is not known, so both forms show them.
        t.motionTitle = "„{app}“ möchte auf deine Bewegungs- und Fitnessdaten zugreifen"
        t.motionTitleBeforeSentence = t.motionTitle
        t.motionDontAllow = "Nicht erlauben"
        t.motionOK = "OK"
        // Current iOS says Allow where it said OK; this language's word for it is ours.
        t.motionAllow = "Erlauben"
        t.settingsApp = "Einstellungen"
        t.privacyAndSecurity = "Datenschutz & Sicherheit"
        t.researchData = "Forschungssensor- & Nutzungsdaten"
        t.motionAndFitness = "Bewegung & Fitness"
        t.closeSettings = "Einstellungen schließen"
        t.collection = "Sensor- & Nutzungsdaten erfassen"
        t.notCollecting = "Deine Geräte erfassen derzeit keine Forschungsdaten."
        t.studiesHeader = "STUDIEN"
        t.dataHeader = "DATEN"
        t.deleteUnshared = "Nicht geteilte Daten löschen"
        t.deleteUnsharedConfirmTitle = "Bitte bestätige, dass du alle nicht geteilten Daten löschen möchtest."
        t.deleteAllUnshared = "Alle nicht geteilten Daten löschen"
        t.collectionOffTitle = "Daten für diese Studie erforderlich"
        t.collectionOffMessage = "Wenn du alle Daten ausschaltest, endet dein Beitrag zu dieser Studie."
        t.turnOff = "Ausschalten"
        t.requiredForStudy = "Für diese Studie erforderlich: {list}."
        t.fitnessTracking = "Fitnesstracking"
        t.backgroundAppRefresh = "Hintergrundaktualisierung"
        t.lowPowerMode = "Stromsparmodus"
        t.appsHeader = "APPS"
        t.noAppAsked = "Noch keine App hat angefragt."
        t.noDataAnswered = "Noch wurden keine Daten erlaubt oder abgelehnt."
        t.appRunning = "läuft"
        t.appCrashed = "abgestürzt"
        t.appNotLaunched = "noch nicht gestartet"
        t.appNotRunning = "nicht aktiv"
        t.settingsHint = "s drücken: Einstellungen"
        t.crashTitle = "„{app}“ ist abgestürzt"
        t.crashReasonHeading = "Absturzgrund"
        t.launchesSoFar = "Bisherige Starts: {n}"
        t.relaunchApp = "App erneut starten"
        t.on = "Ein"
        t.off = "Aus"
        t.headphones = "Kopfhörer"
        t.sensorNames = [
            .ambientLightSensor: "Umgebungslichtsensor", .accelerometer: "Beschleunigungssensor",
            .rotationRate: "Drehrate", .visits: "Besuche", .pedometerData: "Schrittzähler",
            .deviceUsageReport: "Gerätenutzung", .messagesUsageReport: "Nachrichtennutzung",
            .phoneUsageReport: "Telefonnutzung", .onWristState: "Am Handgelenk",
            .keyboardMetrics: "Tastaturmetriken", .siriSpeechMetrics: "Siri-Sprachmetriken",
            .telephonySpeechMetrics: "Telefonie-Sprachmetriken", .ambientPressure: "Umgebungsluftdruck",
            .mediaEvents: "Medienereignisse", .wristTemperature: "Handgelenktemperatur",
            .heartRate: "Herzfrequenz", .faceMetrics: "Gesichtsmetriken", .odometer: "Wegstrecke",
            .electrocardiogram: "EKG", .photoplethysmogram: "PPG", .acousticSettings: "Akustikeinstellungen",
            .sleepSessions: "Schlafphasen", .headphoneMotion: "Kopfhörerbewegung",
            .headphoneSettings: "Kopfhörereinstellungen",
        ]
        return t
    }()
}
