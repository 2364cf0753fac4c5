//===- Canonicalize.cpp - canonicalize with the patterns that can apply ---===//
//
// split-canonicalize: upstream's canonicalize, with the greedy rewrite given
// only the canonicalization patterns that can match an op of the dialects
// present. The greedy driver copies and sorts the pattern list of every op of
// its pattern set each time it starts (MLIR 22's
// PatternApplicator::applyCostModel), which for small functions costs as much
// as the rewrite itself (BENCHMARKS.md, compile time in
// the number of functions).
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/Passes.h"

#include "mlir/IR/Dialect.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <map>
#include <mutex>

namespace mlir::split {
#define GEN_PASS_DEF_SPLITCANONICALIZE
#include "split/Transforms/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

/// A set of dialects, sorted; null stands for the ops of dialects that are not
/// loaded.
using DialectSet = std::vector<Dialect *>;

/// Adds the dialect of each op nested in `root` to `dialects`.
static void collectDialects(Operation *root, DialectSet &dialects) {
  root->walk([&](Operation *op) {
    Dialect *dialect = op->getName().getDialect();
    if (!llvm::is_contained(dialects, dialect))
      dialects.push_back(dialect);
  });
  llvm::sort(dialects);
}

/// Whether `pattern` can match an op of one of `dialects`.
static bool canMatchIn(const RewritePattern &pattern,
                       const DialectSet &dialects, MLIRContext *context) {
  if (std::optional<OperationName> root = pattern.getRootKind())
    return llvm::is_contained(dialects, root->getDialect());
  std::optional<TypeID> interface = pattern.getRootInterfaceID();
  std::optional<TypeID> trait = pattern.getRootTraitID();
  if (!interface && !trait)
    return true; // Matches any op.
  return llvm::any_of(
      context->getRegisteredOperations(), [&](RegisteredOperationName op) {
        return llvm::is_contained(dialects, &op.getDialect()) &&
               (interface ? op.hasInterface(*interface) : op.hasTrait(*trait));
      });
}

namespace {

/// Records the dialects of inserted ops that are not in `dialects`.
struct NewDialectListener : RewriterBase::Listener {
  explicit NewDialectListener(const DialectSet &dialects)
      : dialects(dialects) {}
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    Dialect *dialect = op->getName().getDialect();
    if (!llvm::is_contained(dialects, dialect) &&
        !llvm::is_contained(added, dialect))
      added.push_back(dialect);
  }
  const DialectSet &dialects;
  DialectSet added;
};

/// Keeps the first `limit` locations (all when `limit` is 0) of the fused
/// location of each op that is created. DRR's rewrites fuse the locations of
/// all the ops they match into the location of the op they create; along a
/// chain of rewrites that each match the previous one's result, the fused
/// locations grow by one location a link
/// (docs/upstream/fused-location-reassociation.md). Capping them as they appear
/// keeps each FusedLoc::get at most a few times `limit` long.
struct FusedLocationCap : RewriterBase::ForwardingListener {
  FusedLocationCap(OpBuilder::Listener *next, unsigned limit)
      : ForwardingListener(next), limit(limit) {}
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint previous) override {
    auto fused = dyn_cast<FusedLoc>(op->getLoc());
    // Only ops that are new: an op a pattern moves (a block inlined into
    // its parent) keeps the location it had.
    if (limit && !previous.isSet() && fused &&
        fused.getLocations().size() > limit)
      op->setLoc(FusedLoc::get(fused.getLocations().take_front(limit),
                               fused.getMetadata(), op->getContext()));
    ForwardingListener::notifyOperationInserted(op, previous);
  }
  unsigned limit;
};

/// The frozen pattern sets, one for each set of dialects met, shared by the
/// pass's copies on every thread.
class PatternSets {
public:
  explicit PatternSets(ArrayRef<std::string> disabledPatterns)
      : disabledPatterns(disabledPatterns) {}

  FrozenRewritePatternSet get(MLIRContext *context,
                              const DialectSet &dialects) {
    std::lock_guard<std::mutex> lock(mutex);
    auto [it, inserted] = sets.try_emplace(dialects);
    if (inserted)
      it->second = freeze(context, dialects);
    return it->second;
  }

private:
  /// The canonicalize pass's patterns (each loaded dialect's, then each
  /// registered op's, in that order), less those that cannot match.
  FrozenRewritePatternSet freeze(MLIRContext *context,
                                 const DialectSet &dialects) {
    RewritePatternSet patterns(context);
    for (Dialect *dialect : context->getLoadedDialects())
      dialect->getCanonicalizationPatterns(patterns);
    for (RegisteredOperationName op : context->getRegisteredOperations())
      op.getCanonicalizationPatterns(patterns, context);
    llvm::erase_if(patterns.getNativePatterns(),
                   [&](const std::unique_ptr<RewritePattern> &pattern) {
                     return !canMatchIn(*pattern, dialects, context);
                   });
    return FrozenRewritePatternSet(std::move(patterns), disabledPatterns);
  }

  std::vector<std::string> disabledPatterns;
  std::mutex mutex;
  std::map<DialectSet, FrozenRewritePatternSet> sets;
};

struct SplitCanonicalizePass
    : split::impl::SplitCanonicalizeBase<SplitCanonicalizePass> {
  using SplitCanonicalizeBase::SplitCanonicalizeBase;

  LogicalResult initialize(MLIRContext *) override {
    patternSets = std::make_shared<PatternSets>(disabledPatterns);
    return success();
  }

  void runOnOperation() override {
    Operation *root = getOperation();
    DialectSet dialects;
    collectDialects(root, dialects);
    // Grows by the dialects of the ops that the patterns and folders create:
    // at most once for each loaded dialect.
    while (true) {
      NewDialectListener listener(dialects);
      FusedLocationCap cappedListener(&listener, maxFusedLocations);
      GreedyRewriteConfig config;
      config.setUseTopDownTraversal(true)
          .setRegionSimplificationLevel(
              regionSimplify ? GreedySimplifyRegionLevel::Normal
                             : GreedySimplifyRegionLevel::Disabled)
          .setListener(&cappedListener);
      (void)applyPatternsGreedily(
          root, patternSets->get(&getContext(), dialects), config);
      if (listener.added.empty())
        return;
      llvm::append_range(dialects, listener.added);
      llvm::sort(dialects);
    }
  }

  std::shared_ptr<PatternSets> patternSets;
};

} // namespace
