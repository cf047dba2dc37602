import SensorKitSim

/// The words autoplay's captions say over the participant's actions ("Decline Visits",
/// "Besuche ablehnen"), in the phone's language: one table per language, beside the system's
/// own (`SystemText`), whose button and sensor names they quote.
///
/// Captions narrate a demo to its audience, so they are our wording in every language, never
/// Apple's; so is the note the phone shows where iOS would leave it (a link's web page). Texts with a blank use `{sensor}`, `{list}`, `{button}`, `{switch}`, `{keys}` and
/// `{n}`, filled by the methods below.
public struct CaptionText: Sendable, Equatable {
    /// The system's own words in the same language: the buttons and sensors captions name.
    public let system: SystemText

    public internal(set) var openApp = "Open the study app"
    public internal(set) var openAgain = "Open the study app again"
    /// Leaving Settings from Privacy & Security, whose back button an iPhone labels with the
    /// Settings app's name (it leads to Settings' own list); the phone then shows the home screen.
    public internal(set) var leaveSettings = "Go back to the home screen"
    public internal(set) var freshInstall = "Start again on a fresh install"
    var allow = "Allow {sensor}"
    var decline = "Decline {sensor}"
    var allowEvery = "Allow every sensor"
    var declineEvery = "Decline every sensor"
    var allowEveryBut = "Allow every sensor but {list}"
    var declineEveryBut = "Decline every sensor but {list}"
    public internal(set) var answerSheet = "Answer the request"
    var tap = "Tap “{button}”"
    var turnOn = "turn on {switch}"
    var turnOff = "turn off {switch}"
    var later = "{n} later"
    /// A duration's units, one and more than one.
    var days = ("day", "days")
    var hours = ("hour", "hours")
    var minutes = ("minute", "minutes")
    var seconds = ("second", "seconds")
    var fetches = "The study app fetches {sensor}"
    public internal(set) var fetchesNow = "The study app fetches its data now"
    public internal(set) var update = "A new version of the study app is installed"
    public internal(set) var saved = "The participant is saved"
    var lockFor = "The participant locks the phone for {time}"
    public internal(set) var unlock = "The participant unlocks the phone"
    var failsNext = "SensorKit fails the next {call} call with {error}"
    var failsNextTimes = "SensorKit fails the next {n} {call} calls with {error}"
    public internal(set) var pairWatch = "The participant pairs an Apple Watch"
    public internal(set) var unpairWatch = "The participant unpairs the Apple Watch"
    public internal(set) var terminateDuringFetch = "iOS will end the study app during its next fetch"
    var press = "Press {keys}"
    /// The four ways a `scroll:` step goes (the step's own table picks one).
    public internal(set) var scrollDown = "Scroll down"
    public internal(set) var scrollUp = "Scroll up"
    public internal(set) var scrollTop = "Scroll to the top"
    public internal(set) var scrollBottom = "Scroll to the end"
    /// Under a link the participant pressed: where iOS would go (a terminal opens no browser).
    var opensLink = "→ opens {url}"

    init(system: SystemText) { self.system = system }

    public static func == (a: CaptionText, b: CaptionText) -> Bool { a.system.language == b.system.language }

    // MARK: Captions with blanks

    /// "Allow Visits" / "Decline Visits", with the sensor's name as the phone says it.
    public func answer(_ sensor: SRSensor, allow: Bool) -> String { answer(named: system.name(of: sensor), allow: allow) }

    /// "Allow Motion & Fitness": a thing the participant allows, already named.
    public func answer(named name: String, allow: Bool) -> String { system.fill(allow ? self.allow : decline, ["sensor": name]) }

    /// "Allow every sensor", "Decline every sensor but Heart Rate".
    public func every(allow: Bool, except: [SRSensor]) -> String {
        if except.isEmpty { return allow ? allowEvery : declineEvery }
        let names = except.map(system.name(of:)).sorted().joined(separator: ", ")
        return system.fill(allow ? allowEveryBut : declineEveryBut, ["list": names])
    }

    /// "Tap “Next”".
    public func tap(_ button: String) -> String { system.fill(tap, ["button": button]) }

    /// "Settings: turn off Visits, Delete Unshared Data (Accelerometer)": each change the
    /// participant makes there, in the order the step makes them, after the Settings app's
    /// name as the phone shows it under its icon.
    public func settings(_ changes: [String]) -> String { system.settingsApp + ": " + changes.joined(separator: ", ") }

    /// "turn on Visits" / "turn off Sensor & Usage Data Collection".
    public func turn(_ switchName: String, on: Bool) -> String { system.fill(on ? turnOn : turnOff, ["switch": switchName]) }

    /// "2 days later", "90 minutes later": the largest unit that divides the time whole.
    public func later(seconds total: Double) -> String { system.fill(later, ["n": span(seconds: total)]) }

    /// "2 days", "90 minutes": the largest unit that divides the time whole.
    func span(seconds total: Double) -> String {
        let s = Int(total.rounded())
        let (n, unit) = s > 0 && s % 86_400 == 0 ? (s / 86_400, days) : s > 0 && s % 3_600 == 0 ? (s / 3_600, hours)
            : s > 0 && s % 60 == 0 ? (s / 60, minutes) : (s, seconds)
        return "\(n) \(n == 1 ? unit.0 : unit.1)"
    }

    /// "The study app fetches Accelerometer".
    public func fetches(_ sensor: SRSensor) -> String { system.fill(fetches, ["sensor": system.name(of: sensor)]) }

    /// "The participant locks the phone for 2 hours".
    public func lock(seconds: Double) -> String {
        system.fill(lockFor, ["time": span(seconds: seconds)])
    }

    /// "SensorKit fails the next fetch call with dataInaccessible" (the API's and the error's own names).
    public func fails(call: String, error: String, times: Int) -> String {
        system.fill(times == 1 ? failsNext : failsNextTimes, ["call": call, "error": error, "n": String(times)])
    }

    /// "Press Down Enter".
    public func press(_ keys: String) -> String { system.fill(press, ["keys": keys]) }

    /// "→ opens https://example.org/privacy".
    public func opens(_ url: String) -> String { system.fill(opensLink, ["url": url]) }
}

extension CaptionText {
    /// Every language captions are worded in, the system's own.
    public static let all: [CaptionText] = [.english, .german, .spanish, .french]

    /// The table for the phone's `language`, picked as the system's table is (`de-CH` → `de`;
    /// English for a language without one).
    public static func `for`(_ language: String?) -> CaptionText {
        let system = SystemText.for(language)
        return all.first { $0.system.language == system.language } ?? .english
    }

    public static let english = CaptionText(system: .english)

    public static let german: CaptionText = {
        var t = CaptionText(system: .german)
        t.openApp = "Studien-App öffnen"
        t.openAgain = "Studien-App erneut öffnen"
        t.leaveSettings = "Zum Home-Bildschirm zurückkehren"
        t.freshInstall = "Neu beginnen mit frischer Installation"
        t.allow = "{sensor} erlauben"
        t.decline = "{sensor} ablehnen"
        t.allowEvery = "Alle Sensoren erlauben"
        t.declineEvery = "Alle Sensoren ablehnen"
        t.allowEveryBut = "Alle Sensoren außer {list} erlauben"
        t.declineEveryBut = "Alle Sensoren außer {list} ablehnen"
        t.answerSheet = "Die Anfrage beantworten"
        t.tap = "„{button}“ tippen"
        t.turnOn = "{switch} einschalten"
        t.turnOff = "{switch} ausschalten"
        t.later = "{n} später"
        t.days = ("Tag", "Tage")
        t.hours = ("Stunde", "Stunden")
        t.minutes = ("Minute", "Minuten")
        t.seconds = ("Sekunde", "Sekunden")
        t.fetches = "Die Studien-App ruft {sensor} ab"
        t.fetchesNow = "Die Studien-App ruft jetzt ihre Daten ab"
        t.update = "Eine neue Version der Studien-App wird installiert"
        t.saved = "Der Teilnehmer wird gespeichert"
        t.lockFor = "Der Teilnehmer sperrt das iPhone für {time}"
        t.unlock = "Der Teilnehmer entsperrt das iPhone"
        t.failsNext = "SensorKit lässt den nächsten Aufruf {call} mit {error} scheitern"
        t.failsNextTimes = "SensorKit lässt die nächsten {n} Aufrufe {call} mit {error} scheitern"
        t.pairWatch = "Der Teilnehmer koppelt eine Apple Watch"
        t.unpairWatch = "Der Teilnehmer entkoppelt die Apple Watch"
        t.terminateDuringFetch = "iOS beendet die Studien-App während ihres nächsten Abrufs"
        t.press = "{keys} drücken"
        t.scrollDown = "Nach unten scrollen"
        t.scrollUp = "Nach oben scrollen"
        t.scrollTop = "Zum Anfang scrollen"
        t.scrollBottom = "Zum Ende scrollen"
        t.opensLink = "→ öffnet {url}"
        return t
    }()

    public static let spanish: CaptionText = {
        var t = CaptionText(system: .spanish)
        t.openApp = "Abrir la app del estudio"
        t.openAgain = "Volver a abrir la app del estudio"
        t.leaveSettings = "Volver a la pantalla de inicio"
        t.freshInstall = "Empezar de nuevo con una instalación nueva"
        t.allow = "Permitir {sensor}"
        t.decline = "Rechazar {sensor}"
        t.allowEvery = "Permitir todos los sensores"
        t.declineEvery = "Rechazar todos los sensores"
        t.allowEveryBut = "Permitir todos los sensores salvo {list}"
        t.declineEveryBut = "Rechazar todos los sensores salvo {list}"
        t.answerSheet = "Responder a la solicitud"
        t.tap = "Tocar «{button}»"
        t.turnOn = "activar {switch}"
        t.turnOff = "desactivar {switch}"
        t.later = "{n} después"
        t.days = ("día", "días")
        t.hours = ("hora", "horas")
        t.minutes = ("minuto", "minutos")
        t.seconds = ("segundo", "segundos")
        t.fetches = "La app del estudio obtiene {sensor}"
        t.fetchesNow = "La app del estudio obtiene ahora sus datos"
        t.update = "Se instala una nueva versión de la app del estudio"
        t.saved = "Se guarda el participante"
        t.lockFor = "El participante bloquea el iPhone durante {time}"
        t.unlock = "El participante desbloquea el iPhone"
        t.failsNext = "SensorKit hace fallar la próxima llamada {call} con {error}"
        t.failsNextTimes = "SensorKit hace fallar las próximas {n} llamadas {call} con {error}"
        t.pairWatch = "El participante enlaza un Apple Watch"
        t.unpairWatch = "El participante desenlaza el Apple Watch"
        t.terminateDuringFetch = "iOS cerrará la app del estudio durante su próxima descarga"
        t.press = "Pulsar {keys}"
        t.scrollDown = "Desplazarse hacia abajo"
        t.scrollUp = "Desplazarse hacia arriba"
        t.scrollTop = "Ir al principio"
        t.scrollBottom = "Ir al final"
        t.opensLink = "→ abre {url}"
        return t
    }()

    public static let french: CaptionText = {
        var t = CaptionText(system: .french)
        t.openApp = "Ouvrir l’app de l’étude"
        t.openAgain = "Rouvrir l’app de l’étude"
        t.leaveSettings = "Revenir à l’écran d’accueil"
        t.freshInstall = "Recommencer sur une nouvelle installation"
        t.allow = "Autoriser {sensor}"
        t.decline = "Refuser {sensor}"
        t.allowEvery = "Autoriser tous les capteurs"
        t.declineEvery = "Refuser tous les capteurs"
        t.allowEveryBut = "Autoriser tous les capteurs sauf {list}"
        t.declineEveryBut = "Refuser tous les capteurs sauf {list}"
        t.answerSheet = "Répondre à la demande"
        t.tap = "Toucher « {button} »"
        t.turnOn = "activer {switch}"
        t.turnOff = "désactiver {switch}"
        t.later = "{n} plus tard"
        t.days = ("jour", "jours")
        t.hours = ("heure", "heures")
        t.minutes = ("minute", "minutes")
        t.seconds = ("seconde", "secondes")
        t.fetches = "L’app de l’étude récupère {sensor}"
        t.fetchesNow = "L’app de l’étude récupère ses données maintenant"
        t.update = "Une nouvelle version de l’app de l’étude est installée"
        t.saved = "Le participant est enregistré"
        t.lockFor = "Le participant verrouille l’iPhone pendant {time}"
        t.unlock = "Le participant déverrouille l’iPhone"
        t.failsNext = "SensorKit fait échouer le prochain appel {call} avec {error}"
        t.failsNextTimes = "SensorKit fait échouer les {n} prochains appels {call} avec {error}"
        t.pairWatch = "Le participant jumelle une Apple Watch"
        t.unpairWatch = "Le participant dissocie l’Apple Watch"
        t.terminateDuringFetch = "iOS fermera l’app de l’étude pendant sa prochaine récupération"
        t.press = "Appuyer sur {keys}"
        t.scrollDown = "Faire défiler vers le bas"
        t.scrollUp = "Faire défiler vers le haut"
        t.scrollTop = "Revenir au début"
        t.scrollBottom = "Aller à la fin"
        t.opensLink = "→ ouvre {url}"
        return t
    }()
}
