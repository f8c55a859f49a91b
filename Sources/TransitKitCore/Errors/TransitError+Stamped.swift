extension TransitError {
    /// This error with `provider` and `operation` filled in where it had none, and the
    /// credential's value, if it shows in the detail, replaced by `REDACTED`.
    func stamped(provider: ProviderID, operation: String, hiding credential: Secret?) -> TransitError {
        var error = self
        if error.provider == nil { error.provider = provider }
        if error.operation == nil { error.operation = operation }
        if let credential, !credential.isEmpty, let detail = error.detail {
            error.detail = detail.replacingOccurrences(of: credential.revealed, with: Redaction.placeholder)
        }
        return error
    }
}
