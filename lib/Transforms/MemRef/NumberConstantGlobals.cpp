//===- NumberConstantGlobals.cpp - constant globals by their first use ----===//
//
// split-number-constant-globals: one-shot module bufferization creates the
// globals of constant tensors in an order that depends on pointer values
// (docs/upstream/one-shot-function-order.md); this pass names and orders
// them by their first use, so that the pipeline's output depends on its
// input alone.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/MemRef/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITNUMBERCONSTANTGLOBALS
#include "split/Transforms/MemRef/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

/// The prefix of the names that bufferization gives constant globals
/// (bufferization::getGlobalFor).
static constexpr llvm::StringLiteral kConstantPrefix = "__constant_";

/// `name` without the `_<n>` that a symbol table appends to make it unique.
static StringRef baseName(StringRef name) {
  size_t underscore = name.rfind('_');
  StringRef suffix = name.drop_front(underscore + 1);
  if (underscore == StringRef::npos || underscore < kConstantPrefix.size() ||
      suffix.empty() || !llvm::all_of(suffix, llvm::isDigit))
    return name;
  return name.take_front(underscore);
}

namespace {

struct SplitNumberConstantGlobalsPass
    : split::impl::SplitNumberConstantGlobalsBase<
          SplitNumberConstantGlobalsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The globals bufferization made: private constants with its prefix.
    DenseMap<StringAttr, memref::GlobalOp> candidates;
    for (auto global : module.getOps<memref::GlobalOp>())
      if (global.isPrivate() && global.getConstant() &&
          global.getSymName().starts_with(kConstantPrefix))
        candidates[global.getSymNameAttr()] = global;
    if (candidates.empty())
      return;

    // Their uses in the module's order; a global that anything but
    // memref.get_global refers to keeps its name. A nested symbol table
    // (a module inside this one) resolves names of its own: not walked.
    llvm::MapVector<memref::GlobalOp, SmallVector<memref::GetGlobalOp>> uses;
    DenseSet<memref::GlobalOp> pinned;
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op != module && op->hasTrait<OpTrait::SymbolTable>())
        return WalkResult::skip();
      auto get = dyn_cast<memref::GetGlobalOp>(op);
      for (NamedAttribute attribute : op->getAttrs()) {
        if (get && attribute.getName() == get.getNameAttrName()) {
          auto it = candidates.find(get.getNameAttr().getAttr());
          if (it != candidates.end())
            uses[it->second].push_back(get);
          continue;
        }
        attribute.getValue().walk([&](SymbolRefAttr ref) {
          auto it = candidates.find(ref.getRootReference());
          if (it != candidates.end())
            pinned.insert(it->second);
        });
      }
      return WalkResult::advance();
    });
    SmallVector<memref::GlobalOp> order;
    for (auto &[global, gets] : uses)
      if (!pinned.contains(global))
        order.push_back(global);
    // Unused ones (bufferization leaves none) after the used ones.
    for (auto global : module.getOps<memref::GlobalOp>())
      if (candidates.count(global.getSymNameAttr()) && !uses.count(global) &&
          !pinned.contains(global))
        order.push_back(global);

    if (order.empty())
      return; // Every one is pinned.

    // The names that other symbols hold stay theirs.
    DenseSet<Operation *> renamed;
    for (memref::GlobalOp global : order)
      renamed.insert(global);
    llvm::StringSet<> taken;
    for (Operation &op : module.getOps())
      if (auto name =
              op.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
        if (!renamed.contains(&op))
          taken.insert(name.getValue());

    // Names of bufferization's form: the first global of a type takes the
    // base name, the next ones _0, _1, ...
    Operation *first = order.front();
    for (memref::GlobalOp global : order)
      if (global->isBeforeInBlock(first))
        first = global;
    llvm::StringMap<unsigned> counters;
    MLIRContext *context = &getContext();
    for (auto [index, global] : llvm::enumerate(order)) {
      StringRef base = baseName(global.getSymName());
      std::string name = base.str();
      unsigned &counter = counters[base];
      while (taken.contains(name))
        name = (base + "_" + Twine(counter++)).str();
      taken.insert(name);
      auto nameAttr = StringAttr::get(context, name);
      global.setSymNameAttr(nameAttr);
      if (auto it = uses.find(global); it != uses.end())
        for (memref::GetGlobalOp get : it->second)
          get.setNameAttr(FlatSymbolRefAttr::get(nameAttr));
      // In order, where the first of them was.
      if (index == 0) {
        if (global != first)
          global->moveBefore(first);
      } else {
        global->moveAfter(order[index - 1]);
      }
    }
  }
};

} // namespace
