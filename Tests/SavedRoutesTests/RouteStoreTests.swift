import Foundation
import Testing
import TransitKitCore

@testable import SavedRoutes

@Suite struct RouteStoreTests {
    func tempFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString)/transit/routes.json")
    }

    func route(_ id: String, _ name: String, lines: [SavedRoute.Line] = [.init(route: "MTA NYCT_B63")]) -> SavedRoute {
        SavedRoute(
            id: .init(id), name: name, provider: "mta",
            start: .init(label: "Bay Ridge", coordinate: Coordinate(latitude: 40.6343, longitude: -74.0235)),
            end: .init(label: "Atlantic Terminal"), lines: lines)
    }

    @Test func roundTripsThroughTheFile() async throws {
        let url = tempFile()
        let store = RouteStore(fileURL: url)
        try await store.add(route("a", "Home"))
        try await store.add(route("b", "Work", lines: [.init(route: "MTA NYCT_M86+", direction: "1", stops: ["MTA_401921"])]))
        let reread = try await RouteStore(fileURL: url).all()
        #expect(reread.map(\.name) == ["Home", "Work"])
        #expect(reread[1].lines[0] == SavedRoute.Line(route: "MTA NYCT_M86+", direction: "1", stops: ["MTA_401921"]))
        #expect(reread[0].start.coordinate == Coordinate(latitude: 40.6343, longitude: -74.0235))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("\"version\" : 1"))
    }

    @Test func renameRemoveAndReorder() async throws {
        let store = RouteStore(fileURL: tempFile())
        for (id, name) in [("a", "Home"), ("b", "Work"), ("c", "Gym")] { try await store.add(route(id, name)) }
        try await store.rename("work", to: "Office")
        try await store.move("Gym", to: 0)
        #expect(try await store.remove("a").name == "Home")
        #expect(try await store.all().map(\.name) == ["Gym", "Office"])
        await #expect { try await store.remove("nope") } throws: { ($0 as? TransitError)?.kind == .notFound }
        await #expect { try await store.rename("Gym", to: "office") } throws: { ($0 as? TransitError)?.kind == .invalidArgument }
        await #expect { try await store.add(route("z", "GYM")) } throws: { ($0 as? TransitError)?.kind == .invalidArgument }
    }

    /// A name that is not saved names the nearest saved one when it looks like a typo, and says
    /// when nothing is saved at all.
    @Test func anUnknownNameSuggestsTheNearestSavedOne() async throws {
        let store = RouteStore(fileURL: tempFile())
        await #expect { try await store.route("Home") } throws: {
            ($0 as? TransitError)?.detail == "no saved route named \"Home\" (none saved yet)"
        }
        try await store.add(route("a", "Home"))
        await #expect { try await store.route("Hoem") } throws: {
            ($0 as? TransitError)?.detail == "no saved route named \"Hoem\" (did you mean \"Home\"?)"
        }
        await #expect { try await store.remove("Gym") } throws: {
            ($0 as? TransitError)?.detail == "no saved route named \"Gym\""
        }
    }

    /// A file system that writes the temporary file, then "crashes" before the rename.
    struct CrashBeforeRename: RouteFileSystem {
        let real = LocalFileSystem()
        func read(_ url: URL) throws -> Data? { try real.read(url) }
        func writeTemporary(_ data: Data, besides url: URL) throws -> URL { try real.writeTemporary(data, besides: url) }
        func replace(_ url: URL, with temporary: URL) throws { throw CocoaError(.fileWriteUnknown) }
        func move(_ url: URL, to destination: URL) throws { try real.move(url, to: destination) }
    }

    @Test func aWriteInterruptedAfterTheTemporaryFileLeavesTheOldListIntact() async throws {
        let url = tempFile()
        try await RouteStore(fileURL: url).add(route("a", "Home"))
        let before = try Data(contentsOf: url)
        let crashing = RouteStore(fileURL: url, fileSystem: CrashBeforeRename())
        await #expect { try await crashing.add(route("b", "Work")) } throws: { error in
            (error as? TransitError)?.kind == .storage && ((error as? TransitError)?.detail ?? "").contains("was not changed")
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try await RouteStore(fileURL: url).all().map(\.name) == ["Home"])
        #expect(try await crashing.all().map(\.name) == ["Home"]) // its cache did not keep the lost write
    }

    @Test func corruptFileIsATypedErrorAndKeptAside() async throws {
        let url = tempFile()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data(#"{"version": 1, "routes": [{"name": 42}]"#.utf8)
        try garbage.write(to: url)
        let store = RouteStore(fileURL: url, now: .fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        await #expect { _ = try await store.all() } throws: { error in
            guard let error = error as? TransitError else { return false }
            return error.kind == .decoding && (error.detail ?? "").contains("corrupt") && (error.detail ?? "").contains("kept aside")
        }
        let aside = url.deletingLastPathComponent().appendingPathComponent("routes.json.corrupt-1700000000")
        #expect(try Data(contentsOf: aside) == garbage)
        try await store.add(route("a", "Home")) // a new list; the corrupt one is untouched beside it
        #expect(try Data(contentsOf: aside) == garbage)
        #expect(try await RouteStore(fileURL: url).all().count == 1)
    }

    @Test func futureVersionIsNeverOverwritten() async throws {
        let url = tempFile()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let future = Data(#"{"version": 7, "routes": [], "shinyNewField": true}"#.utf8)
        try future.write(to: url)
        let store = RouteStore(fileURL: url)
        await #expect { try await store.add(route("a", "Home")) } throws: { error in
            (error as? TransitError)?.kind == .unsupported && ((error as? TransitError)?.detail ?? "").contains("version 7")
        }
        #expect(try Data(contentsOf: url) == future)
    }

    @Test func concurrentAddsAllLand() async throws {
        let url = tempFile()
        let store = RouteStore(fileURL: url)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for n in 0..<40 { group.addTask { try await store.add(route("r\(n)", "Route \(n)")) } }
            try await group.waitForAll()
        }
        let names = Set(try await RouteStore(fileURL: url).all().map(\.name))
        #expect(names == Set((0..<40).map { "Route \($0)" }))
    }

    @Test func validationNamesEveryBadField() {
        var bad = route("", " ")
        bad.start = .init(label: "", coordinate: Coordinate(latitude: 123, longitude: 0))
        bad.lines = [.init(route: "B63"), .init(route: "B63"), .init(route: "", stops: [""])]
        #expect(
            bad.issues.map(\.field) == [
                "id", "name", "start.label", "start.coordinate", "lines[1].route", "lines[2].route", "lines[2].stops[0]",
            ])
        #expect { try bad.validate() } throws: { error in
            let detail = (error as? TransitError)?.detail ?? ""
            return detail.contains("name: is missing") && detail.contains("start.coordinate: (123.0, 0.0) is outside")
        }
        var empty = route("x", "X")
        empty.lines = []
        #expect(empty.issues.map(\.description) == ["lines: needs at least one line"])
    }

    /// Names and labels print as themselves: control characters and names over 100 characters
    /// are refused when saved or renamed, naming the field — but a route read from an older
    /// file is still monitored.
    @Test func controlCharactersAndOverlongTextAreRefused() async throws {
        let evil = route("evil", "Evil\u{1B}[31mRed\nLine2")
        #expect(evil.issues.map(\.description) == ["name: contains a control character (U+001B); use plain text"])
        var long = route("long", String(repeating: "n", count: 5000))
        long.end.label = "Flinders\u{202E}St"
        #expect(
            long.issues.map(\.description) == [
                "name: is 5000 characters long; at most 100", "end.label: contains a control character (U+202E); use plain text",
            ])
        #expect(route("ok", String(repeating: "n", count: SavedRoute.maximumTextLength)).issues.isEmpty)

        let store = RouteStore(fileURL: tempFile())
        await #expect { try await store.add(evil) } throws: { ($0 as? TransitError)?.kind == .invalidArgument }
        try await store.add(route("home", "Home"))
        await #expect { try await store.rename("home", to: "Home\nAway") } throws: { ($0 as? TransitError)?.kind == .invalidArgument }
        #expect(try await store.all().map(\.name) == ["Home"])

        struct Quiet: AlertSource {
            var descriptor: ProviderDescriptor {
                ProviderDescriptor(
                    id: "mta", name: "Quiet", timeZone: TimeZone(identifier: "UTC")!, attribution: "", capabilities: [.alerts])
            }
            func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert] { [] }
        }
        _ = try RouteMonitor(route: long, provider: Quiet())
    }

    @Test func defaultLocationFollowsXDG() {
        #expect(RouteStore.defaultLocation(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/r"]).path == "/data/transit/routes.json")
        #expect(RouteStore.defaultLocation(environment: ["HOME": "/home/r"]).path == "/home/r/.local/share/transit/routes.json")
        #expect(
            RouteStore.defaultLocation(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/r"]).path
                == "/home/r/.local/share/transit/routes.json")
    }
}
