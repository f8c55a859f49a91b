import TransitKitCore

/// Failures of the command line itself. Each becomes one line on stderr and an exit status.
package enum CLIError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Bad words: exit status 2, with a pointer to `--help`.
    case usage(String)
    /// An environment variable holding a key is not set: exit status 2.
    case missingKey(variable: String, hint: String)
    /// Input the user named is unusable (a `--data` file that does not exist): exit status 2,
    /// without the pointer to `--help` a usage error gets, since the words were right.
    case input(String)
    /// Anything else the command could not do: exit status 1.
    case failed(String)

    package var description: String {
        switch self {
        case .usage(let text), .input(let text): return text
        case .missingKey(let variable, let hint): return "\(variable) is not set (\(hint))"
        case .failed(let text): return text
        }
    }

    package var exitStatus: Int32 {
        switch self {
        case .usage, .missingKey, .input: return 2
        case .failed: return 1
        }
    }
}

/// A usage error together with the command it happened in ("cta predictions"), so the hint
/// under it points at that command's help rather than the top level's. Thrown by the
/// dispatchers (the tool's top level, ``Subcommands``) around a command's own usage errors.
package struct ScopedUsageError: Error {
    package let path: [String]
    package let error: CLIError

    package init(path: [String], error: CLIError) {
        self.path = path
        self.error = error
    }

    /// `error` scoped to `path` when it is a ``CLIError/usage(_:)`` not yet scoped (an inner
    /// scope wins); anything else unchanged.
    package static func scoping(_ error: any Error, to path: [String]) -> any Error {
        if let error = error as? CLIError, case .usage = error { return ScopedUsageError(path: path, error: error) }
        return error
    }
}
