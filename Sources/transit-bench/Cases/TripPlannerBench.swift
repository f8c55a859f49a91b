/// Benchmark cases for TripPlanner (filled in by its issue).
enum TripPlannerBench {
    static let cases: [BenchCase] = []
}
