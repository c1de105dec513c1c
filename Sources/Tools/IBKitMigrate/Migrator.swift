import IBKitEdit

/// Runs the steps in order on one plan, then lists what is left for a person.
public enum Migrator {
    /// Every step, in the order it runs.
    public static func steps(_ context: MigrationContext) -> [any MigrationStep] {
        [IdentifiersStep(), SplitStep(), FileNamesStep(configuration: context.configuration), ModuleStep()]
    }

    /// - Parameter reads: told every file the plan reads from disk (beyond the IB files the run parsed), for a cache
    ///   of the plan.
    public static func plan(_ context: MigrationContext, only: Set<MigrationStepID> = Set(MigrationStepID.allCases),
                            recording reads: DiskReads? = nil) throws(MigrationError) -> MigrationPlan {
        var plan = MigrationPlan(root: context.root, folders: context.inputs.folders)
        plan.changes.diskReads = reads
        // The files the run read are where the plan starts: steps do not read or parse them again.
        for file in context.files { plan.changes.start(from: file.document, at: file.path) }
        for step in steps(context) where only.contains(type(of: step).id) {
            try step.plan(&plan, context)
        }
        // The identifiers step's second mode, last: the typed API needs the names every step leaves.
        if context.policy.adopt, only.contains(.identifiers) { try AdoptStep().plan(&plan, context) }
        SegueTodos.add(to: &plan, context)
        return plan
    }

    /// What every plan must satisfy before anything is written, beyond `ChangeSet`'s own (IB files parse, ids
    /// are unique, Swift still parses).
    public static func validators(_ context: MigrationContext) -> [ChangeValidator] {
        SplitValidation.validators(context) + [FileNamesStep.validator(context)]
    }
}
