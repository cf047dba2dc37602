extension SystemText {
    /// Spanish. Apple's Spanish wording of the sheet is not published; this translation is ours.
    public static let spanish: SystemText = {
        var t = SystemText(language: "es", applesWording: [.motionTitle, .motionDontAllow, .motionOK],
                           seenOnOlderIOSOnly: [.motionTitle])
        t.sheetTitle = "Solicitud de datos de sensores y uso para investigación"
        t.introLead = "“{app}” quiere recopilar y compartir datos de sensores y uso de tus dispositivos como parte de un estudio."
        t.studyPurpose = "Objetivo de la investigación"
        t.viewPrivacyPolicy = "Ver la política de privacidad del estudio"
        t.requestedData = "Datos solicitados"
        t.progress = "{i} de {n}"
        t.back = "Atrás"
        t.next = "Siguiente"
        t.done = "OK"
        t.cancel = "Cancelar"
        t.allow = "Permitir recopilar y compartir"
        t.deny = "No permitir recopilar ni compartir"
        t.required = "Obligatorio"
        t.howUsed = "Cómo usará el estudio estos datos:"
        t.requiredAlertTitle = "Obligatorio para este estudio: {sensor}."
        t.dontEnroll = "No participar en el estudio"
        t.changeChoice = "Cambiar selección"
        t.reviewTitle = "Revisión de la autorización"
        t.given = "Has dado acceso a “{app}” a:"
        t.denied = "Has denegado el acceso a “{app}” a:"
        t.dataCollectionTitle = "Recopilación y acceso a los datos"
        t.dataCollectionNote = "Puedes desactivar el acceso a estos datos en cualquier momento en los ajustes de privacidad o eliminando {app}."
        t.deviceOnly = "Solo {device}"
        t.enableCollectionTitle = "Activar datos de sensores y uso para investigación"
        t.enableCollectionDetail = "Para compartir datos de investigación con “{app}”, debes activar la recopilación de datos de sensores y uso en Ajustes."
        t.openSettings = "Abrir Ajustes"
        // Apple's own title and buttons (iOS 11–12 system strings, PGSSoft/AutoMate's MotionAlert.json);
        // whether current iOS rewords them, as it did the English, is not known, so both forms show them.
        t.motionTitle = "“{app}” quiere acceder a tu actividad física y deportiva"
        t.motionTitleBeforeSentence = t.motionTitle
        t.motionDontAllow = "No permitir"
        t.motionOK = "OK"
        // Current iOS says Allow where it said OK; this language's word for it is ours.
        t.motionAllow = "Permitir"
        t.settingsApp = "Ajustes"
        t.privacyAndSecurity = "Privacidad y seguridad"
        t.researchData = "Datos de investigación de sensores y uso"
        t.motionAndFitness = "Movimiento y forma física"
        t.closeSettings = "Cerrar Ajustes"
        t.collection = "Recopilar datos de sensores y uso"
        t.notCollecting = "Tus dispositivos no están recopilando datos de investigación."
        t.studiesHeader = "ESTUDIOS"
        t.dataHeader = "DATOS"
        t.deleteUnshared = "Eliminar datos no compartidos"
        t.deleteUnsharedConfirmTitle = "Confirma que quieres eliminar todos los datos no compartidos."
        t.deleteAllUnshared = "Eliminar los datos no compartidos"
        t.collectionOffTitle = "Los datos son necesarios para este estudio"
        t.collectionOffMessage = "Si desactivas todos los datos, terminarán tus contribuciones a este estudio."
        t.turnOff = "Desactivar"
        t.requiredForStudy = "Obligatorio para este estudio: {list}."
        t.fitnessTracking = "Seguimiento de forma física"
        t.backgroundAppRefresh = "Actualización en segundo plano"
        t.lowPowerMode = "Modo de bajo consumo"
        t.appsHeader = "APPS"
        t.noAppAsked = "Ninguna app lo ha solicitado todavía."
        t.noDataAnswered = "Todavía no se han permitido ni denegado datos."
        t.appRunning = "en ejecución"
        t.appCrashed = "se ha cerrado"
        t.appNotLaunched = "aún no abierta"
        t.appNotRunning = "no está abierta"
        t.settingsHint = "Pulsa s: Ajustes"
        t.crashTitle = "“{app}” se ha cerrado"
        t.crashReasonHeading = "Motivo del cierre"
        t.launchesSoFar = "Aperturas hasta ahora: {n}"
        t.relaunchApp = "Volver a abrir la app"
        t.on = "Sí"
        t.off = "No"
        t.headphones = "Auriculares"
        t.sensorNames = [
            .ambientLightSensor: "Sensor de luz ambiental", .accelerometer: "Acelerómetro",
            .rotationRate: "Velocidad de rotación", .visits: "Visitas", .pedometerData: "Podómetro",
            .deviceUsageReport: "Uso del dispositivo", .messagesUsageReport: "Uso de Mensajes",
            .phoneUsageReport: "Uso del teléfono", .onWristState: "En la muñeca",
            .keyboardMetrics: "Métricas del teclado", .siriSpeechMetrics: "Métricas de habla de Siri",
            .telephonySpeechMetrics: "Métricas de habla en llamadas", .ambientPressure: "Presión ambiental",
            .mediaEvents: "Eventos multimedia", .wristTemperature: "Temperatura de la muñeca",
            .heartRate: "Frecuencia cardiaca", .faceMetrics: "Métricas faciales", .odometer: "Odómetro",
            .electrocardiogram: "ECG", .photoplethysmogram: "PPG", .acousticSettings: "Ajustes acústicos",
            .sleepSessions: "Sesiones de sueño", .headphoneMotion: "Movimiento de los auriculares",
            .headphoneSettings: "Ajustes de los auriculares",
        ]
        return t
    }()
}
