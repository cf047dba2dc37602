import Foundation
import SimCore
import SensorKitSim
import CoreMotionSim

/// What the built-in study app decides, whichever SensorKit API it is written on: what to ask
/// for at launch, each fetch's window and what a finished fetch leaves behind, and the Motion &
/// Fitness query. `StudyApp` (delegate API) and `ReaderStudyApp` (`SRReader`) both call it, so
/// the two read the same windows and write the same log lines and fetch records.
struct StudyAppPlan {
    let profile: StudyProfile
    let behavior: StudyAppBehavior
    let runtime: DeviceRuntime
    /// Anchors that survive relaunches, as a real app keeps them on disk.
    let storage: StudyAppStorage

    /// What launch asks SensorKit for.
    enum Request {
        /// Nothing to ask: the logged reason (`nothingToRequest`, `allAnswered`).
        case none(StudyAppEvent)
        case ask([SRSensor])
    }

    /// The launch request, from each sensor's status as the app reads it: only the undetermined
    /// ones, unless the behavior says to ask again (which fails with promptDeclined/8201).
    func launchRequest(status: (SRSensor) -> SRAuthorizationStatus) -> Request {
        if !profile.asksForSensorKitData { return .none(.nothingToRequest) }
        let wanted = profile.sensors.filter { !behavior.requestOnlyUndetermined || status($0) == .notDetermined }
        guard wanted.isEmpty else { return .ask(wanted) }
        // With collection off every sensor reads denied, one never asked too (SRAuthorization.h):
        // "already answered" would be wrong on a fresh install, so the app says what it read.
        return profile.sensors.allSatisfy { status($0) == .denied } ? .none(.allReadDenied) : .none(.allAnswered)
    }

    /// The next fetch of `sensor` on `device`: the newest fetchable window, `(from, to]`, starting
    /// where the last one ended (a sample stamped exactly at the boundary was read by the last
    /// window and is not read again); nil when nothing new is fetchable yet.
    func nextFetch(_ sensor: SRSensor, on device: SRDevice) -> SRFetchRequest? {
        let now = SRAbsoluteTime.current()
        let to = SRAbsoluteTime(now.rawValue - behavior.fetchLag)
        let from = storage.anchors[SensorOnDevice(sensor, device.kind)] ?? SRAbsoluteTime(now.rawValue - behavior.firstFetchLookBack)
        guard from < to else { return nil }
        let request = SRFetchRequest()
        request.from = from
        request.to = to
        request.device = device
        return request
    }

    /// The record of a fetch that ended, and its log line; a completed fetch moves the anchor to
    /// its `to` and keeps its values for the dashboard's sparkline.
    func finish(_ sensor: SRSensor, _ request: SRFetchRequest, _ series: FetchSeries, error: Error?) -> (FetchRecord, StudyAppEvent) {
        let device = request.device
        let boot = runtime.clock.bootTime
        let record = FetchRecord(sensor: sensor, device: device,
                                 from: request.from.rawValue + boot, to: request.to.rawValue + boot,
                                 results: series.results, samples: series.samples,
                                 errorCode: error.map { ($0 as NSError).code }, finishedAt: runtime.clock.now,
                                 why: runtime.service(SensorKitDaemon.self)?.explainOutcome(
                                     sensor, device.kind, from: request.from.rawValue + boot, to: request.to.rawValue + boot,
                                     results: series.results))
        if let error { return (record, .fetchFailed(record, AppError(error))) }
        let key = SensorOnDevice(sensor, device.kind)
        storage.anchors[key] = request.to
        if !series.values.isEmpty { storage.lastValues[key] = series.values }
        return (record, .fetchCompleted(record))
    }

    /// When this app first queries Motion & Fitness (`.never`: it does not use it).
    var motionTiming: MotionQueryTiming { behavior.motionTiming(for: profile) }

    /// Queries activity since the last query (the last 24 hours the first time) with `manager`,
    /// writing what happens. The first query while undecided shows the Motion & Fitness alert;
    /// a denial answers with 105. CoreMotion has one API on every iOS, so both apps ask this way.
    /// The answer is dropped, anchor and all, once `app` is gone.
    func queryMotion(_ manager: CMMotionActivityManager, for app: AnyObject, write: @escaping (StudyAppEvent) -> Void) {
        let now = runtime.clock.date
        let from = storage.motionAnchor ?? now.addingTimeInterval(-86_400)
        write(.motionQuery(from: Self.stamp(from), to: Self.stamp(now)))
        let storage = storage
        manager.queryActivityStarting(from: from, to: now, to: .main) { [weak app] activities, error in
            guard app != nil else { return }
            if let error = error as NSError? {
                if error.domain == CMErrorDomain, error.code == Int(CMErrorMotionActivityNotAuthorized.rawValue) {
                    // 105 is also the answer while Fitness Tracking is off, when the app's own
                    // switch is disabled: a careful app reads the status to give advice that works.
                    write(CMMotionActivityManager.authorizationStatus() == .restricted ? .motionRestricted : .motionNotAuthorized)
                } else if error.domain == CMErrorDomain, error.code == Int(CMErrorUnknown.rawValue) {
                    // Nothing was recorded in the window (CoreMotion's documented answer to an
                    // empty range): the next query starts from here.
                    storage.motionAnchor = now
                    write(.motionQueryEmpty(since: Self.stamp(from)))
                } else {
                    write(.motionQueryFailed(AppError(domain: error.domain, code: error.code)))
                }
                return
            }
            storage.motionAnchor = now
            write(.motionQueryResult(activities: activities?.count ?? 0))
        }
    }

    /// `2026-03-02T08:00:00Z`, as every stamp is written.
    private static func stamp(_ d: Date) -> String { ISODateTime.string(from: d) }
}
