extension MTACommand {
    // The old spellings of capability verbs, kept for one release (CHANGELOG), hidden from
    // help and completion.
    static let stopsForRoute = Command.alias("stops-for-route", of: ShapeCommand.command, provider: "mta")
    static let shape = Command.alias("shape", of: ShapeCommand.command, provider: "mta")
    static let vehicles = Command.alias("vehicles", of: VehiclesCommand.command, provider: "mta")
    static let arrivals = Command.alias("arrivals", of: PredictionsCommand.command, provider: "mta", newName: "predictions")
    static let status = Command.alias("status", of: AlertsCommand.command, provider: "mta", newName: "alerts")
    static let schedule = Command.alias("schedule", of: ScheduleCommand.command, provider: "mta")
}
