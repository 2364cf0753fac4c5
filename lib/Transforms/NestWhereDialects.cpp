//===- NestWhereDialects.cpp - a pipeline on some functions only ----------===//
//
// split-nest-where-dialects: runs its pipelines on the op it runs on (a
// function, a module) if that holds an op of one of its dialects or one of its
// ops. Upstream's vector and linalg lowerings visit every op of a function (a
// greedy rewrite, a dialect conversion) even when none is theirs; the wrapper
// spares the functions without such ops.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Dialect.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITNESTWHEREDIALECTS
#include "split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

struct SplitNestWhereDialectsPass
    : split::impl::SplitNestWhereDialectsBase<SplitNestWhereDialectsPass> {
  using SplitNestWhereDialectsBase::SplitNestWhereDialectsBase;

  /// The nested pipelines' passes load their dialects (the LLVM dialect for
  /// convert-vector-to-llvm) before the pass manager runs: no pass may load
  /// a dialect while it runs on a function.
  void getDependentDialects(DialectRegistry &registry) const override {
    for (const OpPassManager &pipeline : pipelines)
      pipeline.getDependentDialects(registry);
  }

  /// The dialects and ops by identity: an op's dialect and name compare as
  /// pointers during the walk, not as strings (the module-level walk goes
  /// through every op of the module).
  LogicalResult initialize(MLIRContext *context) override {
    selectedDialects.clear();
    for (const std::string &name : dialects)
      if (Dialect *dialect = context->getLoadedDialect(name))
        selectedDialects.push_back(dialect);
    selectedOps.clear();
    for (const std::string &name : ops)
      selectedOps.push_back(OperationName(name, context));
    return success();
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    bool selected =
        root->walk([&](Operation *op) {
              OperationName name = op->getName();
              // An unregistered op of a dialect that is not loaded has no
              // dialect: by its namespace.
              Dialect *dialect = name.getDialect();
              bool inDialects =
                  dialect ? llvm::is_contained(selectedDialects, dialect)
                          : llvm::is_contained(dialects,
                                               name.getDialectNamespace());
              return inDialects || llvm::is_contained(selectedOps, name)
                         ? WalkResult::interrupt()
                         : WalkResult::advance();
            })
            .wasInterrupted();
    if (!selected)
      return;
    for (OpPassManager &pipeline : pipelines)
      if (failed(runPipeline(pipeline, root)))
        return signalPassFailure();
  }

  SmallVector<Dialect *> selectedDialects;
  SmallVector<OperationName> selectedOps;
};

} // namespace
