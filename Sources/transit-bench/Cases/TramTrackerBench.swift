/// Benchmark cases for TramTracker (filled in by its issue).
enum TramTrackerBench {
    static let cases: [BenchCase] = []
}
