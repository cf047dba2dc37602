extension SystemText {
    /// French. Apple's French wording of the sheet is not published; this translation is ours.
    public static let french: SystemText = {
        var t = SystemText(language: "fr", applesWording: [.motionTitle, .motionDontAllow, .motionOK],
                           seenOnOlderIOSOnly: [.motionTitle])
        t.sheetTitle = "Demande de données des capteurs et d’utilisation pour la recherche"
        t.introLead = "« {app} » souhaite collecter et partager des données des capteurs et d’utilisation de vos appareils dans le cadre d’une étude."
        t.studyPurpose = "Objectif de recherche de l’étude"
        t.viewPrivacyPolicy = "Voir la politique de confidentialité de l’étude"
        t.requestedData = "Données demandées"
        t.progress = "{i} sur {n}"
        t.back = "Retour"
        t.next = "Suivant"
        t.done = "OK"
        t.cancel = "Annuler"
        t.allow = "Autoriser la collecte et le partage"
        t.deny = "Refuser la collecte et le partage"
        t.required = "Obligatoire"
        t.howUsed = "Utilisation de ces données par l’étude :"
        t.requiredAlertTitle = "Obligatoire pour cette étude : {sensor}."
        t.dontEnroll = "Ne pas participer à l’étude"
        t.changeChoice = "Modifier le choix"
        t.reviewTitle = "Vérification des autorisations"
        t.given = "Vous avez autorisé « {app} » à accéder à :"
        t.denied = "Vous avez refusé à « {app} » l’accès à :"
        t.dataCollectionTitle = "Collecte et accès aux données"
        t.dataCollectionNote = "Vous pouvez désactiver l’accès à ces données à tout moment dans les réglages de confidentialité ou en supprimant {app}."
        t.deviceOnly = "{device} uniquement"
        t.enableCollectionTitle = "Activer les données des capteurs et d’utilisation pour la recherche"
        t.enableCollectionDetail = "Pour partager des données de recherche avec « {app} », vous devez activer la collecte de données des capteurs et d’utilisation dans Réglages."
        t.openSettings = "Ouvrir Réglages"
        // Apple's own title and buttons (iOS 11–12 system strings, PGSSoft/AutoMate's MotionAlert.json);
        // whether current iOS rewords them, as it did the English, is not known, so both forms show them.
        t.motionTitle = "« {app} » souhaite accéder à vos mouvements et à votre activité physique."
        t.motionTitleBeforeSentence = t.motionTitle
        t.motionDontAllow = "Refuser"
        t.motionOK = "OK"
        // Current iOS says Allow where it said OK; this language's word for it is ours.
        t.motionAllow = "Autoriser"
        t.settingsApp = "Réglages"
        t.privacyAndSecurity = "Confidentialité et sécurité"
        t.researchData = "Données de recherche (capteurs, utilisation)"
        t.motionAndFitness = "Mouvements et forme"
        t.closeSettings = "Fermer Réglages"
        t.collection = "Collecte de données de capteurs"
        t.notCollecting = "Vos appareils ne collectent actuellement aucune donnée de recherche."
        t.studiesHeader = "ÉTUDES"
        t.dataHeader = "DONNÉES"
        t.deleteUnshared = "Supprimer les données non partagées"
        t.deleteUnsharedConfirmTitle = "Veuillez confirmer que vous souhaitez supprimer toutes les données non partagées."
        t.deleteAllUnshared = "Supprimer les données non partagées"
        t.collectionOffTitle = "Données requises pour cette étude"
        t.collectionOffMessage = "Si vous désactivez toutes les données, vos contributions à cette étude prendront fin."
        t.turnOff = "Désactiver"
        t.requiredForStudy = "Obligatoire pour cette étude : {list}."
        t.fitnessTracking = "Suivi de la forme"
        t.backgroundAppRefresh = "Actualisation en arrière-plan"
        t.lowPowerMode = "Mode économie d’énergie"
        t.appsHeader = "APPS"
        t.noAppAsked = "Aucune app n’a encore demandé l’accès."
        t.noDataAnswered = "Aucune donnée n’a encore été autorisée ni refusée."
        t.appRunning = "en cours"
        t.appCrashed = "plantée"
        t.appNotLaunched = "pas encore lancée"
        t.appNotRunning = "fermée"
        t.settingsHint = "Appuyez sur s : Réglages"
        t.crashTitle = "« {app} » a planté"
        t.crashReasonHeading = "Motif du plantage"
        t.launchesSoFar = "Lancements jusqu’ici : {n}"
        t.relaunchApp = "Relancer l’app"
        t.on = "Oui"
        t.off = "Non"
        t.headphones = "Écouteurs"
        t.sensorNames = [
            .ambientLightSensor: "Capteur de lumière ambiante", .accelerometer: "Accéléromètre",
            .rotationRate: "Vitesse de rotation", .visits: "Visites", .pedometerData: "Podomètre",
            .deviceUsageReport: "Utilisation de l’appareil", .messagesUsageReport: "Utilisation de Messages",
            .phoneUsageReport: "Utilisation du téléphone", .onWristState: "Au poignet",
            .keyboardMetrics: "Statistiques du clavier", .siriSpeechMetrics: "Statistiques vocales de Siri",
            .telephonySpeechMetrics: "Statistiques vocales des appels", .ambientPressure: "Pression ambiante",
            .mediaEvents: "Événements multimédias", .wristTemperature: "Température du poignet",
            .heartRate: "Fréquence cardiaque", .faceMetrics: "Statistiques faciales", .odometer: "Odomètre",
            .electrocardiogram: "ECG", .photoplethysmogram: "PPG", .acousticSettings: "Réglages acoustiques",
            .sleepSessions: "Sessions de sommeil", .headphoneMotion: "Mouvements des écouteurs",
            .headphoneSettings: "Réglages des écouteurs",
        ]
        return t
    }()
}
