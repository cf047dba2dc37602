/// The consent dossier for ethics boards: every screen the phone can show on the way through a
/// study's consent, found by exploring the simulation, drawn as the phone alone, annotated with
/// what the participant can do there, in every language, with the data each answer leads to.
public enum Dossier {}
