//===- SliceCopyLoops.cpp - many slice copies in one loop -----------------===//
//
// See the description of split-slice-copy-loops in Passes.td. A function
// that returns the N results of a split copies N slices of its input into N
// fresh buffers. As straight-line code each copy is a view, an allocation
// and a copy, which MemRefToLLVM expands to some 45 operations: at N = 20000
// the conversion, the translation and LLVM's code generation spend seconds
// on them. In one loop, each result costs one load of the descriptor the
// loop stored for it.
//
//===----------------------------------------------------------------------===//

#include "split/Conversion/Passes.h"

#include "mlir/Analysis/DataLayoutAnalysis.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>
#include <optional>

namespace mlir::split {
#define GEN_PASS_DEF_SPLITSLICECOPYLOOPS
#include "split/Conversion/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;

namespace {

/// One copy of a static view of `root` into a fresh buffer.
struct SliceCopy {
  memref::CopyOp copy;
  memref::AllocOp alloc;
  Operation *view;
  Value root;
  /// The view's type at any offset (a dynamic one): what the loop copies.
  MemRefType anyOffsetViewType;
  /// The view's offset, in elements from the root's aligned pointer.
  int64_t offset;
};

bool hasCopiedElements(Type element) {
  return llvm::isa<IntegerType, IndexType, FloatType>(element);
}

/// The copy as a SliceCopy, if it is one: from a subview or
/// reinterpret_cast of static sizes, strides and offset, into an aligned
/// allocation of a static shape with the identity layout.
std::optional<SliceCopy> matchSliceCopy(memref::CopyOp copy) {
  auto alloc = copy.getTarget().getDefiningOp<memref::AllocOp>();
  if (!alloc || alloc->getBlock() != copy->getBlock() ||
      !alloc.getDynamicSizes().empty() || !alloc.getSymbolOperands().empty() ||
      !alloc.getAlignment())
    return std::nullopt;
  MemRefType type = alloc.getType();
  if (!type.getLayout().isIdentity() || !type.hasStaticShape() ||
      type.getMemorySpace() || !hasCopiedElements(type.getElementType()))
    return std::nullopt;
  Operation *view = copy.getSource().getDefiningOp();
  Value root;
  if (auto subview = llvm::dyn_cast_or_null<memref::SubViewOp>(view))
    root = subview.getSource();
  else if (auto cast = llvm::dyn_cast_or_null<memref::ReinterpretCastOp>(view))
    root = cast.getSource();
  else
    return std::nullopt;
  auto viewType = llvm::cast<MemRefType>(copy.getSource().getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (viewType.getMemorySpace() || !viewType.hasStaticShape() ||
      failed(viewType.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return std::nullopt;
  auto anyOffsetViewType = MemRefType::get(
      viewType.getShape(), viewType.getElementType(),
      StridedLayoutAttr::get(copy.getContext(), ShapedType::kDynamic, strides));
  return SliceCopy{copy, alloc, view, root, anyOffsetViewType, offset};
}

/// Whether `next` copies the same kind of slice as `first`: same buffer,
/// view shape and strides, buffer type and alignment.
bool isSameKind(SliceCopy first, SliceCopy next) {
  return first.root == next.root &&
         first.anyOffsetViewType == next.anyOffsetViewType &&
         first.alloc.getType() == next.alloc.getType() &&
         first.alloc.getAlignment() == next.alloc.getAlignment();
}

/// The runs of copies of one block that the pass rewrites.
class RunFinder {
public:
  RunFinder(Block &block, unsigned minCopies) : minCopies(minCopies) {
    unsigned index = 0;
    for (Operation &op : block)
      order[&op] = index++;
    for (Operation &op : block)
      visit(op);
    close();
  }

  SmallVector<SmallVector<SliceCopy>> runs;

private:
  /// Whether every use of the copy's buffer but the copy comes after it
  /// (the buffer is defined again, by a load, where the first copy of the
  /// run is).
  bool isUsedAfterCopy(const SliceCopy &copy) {
    Block *block = copy.copy->getBlock();
    unsigned at = order.lookup(copy.copy);
    return llvm::all_of(copy.alloc->getUsers(), [&](Operation *user) {
      Operation *ancestor = block->findAncestorOpInBlock(*user);
      return ancestor && order.lookup(ancestor) >= at;
    });
  }

  /// Whether `copy` continues the current run.
  bool continuesRun(const SliceCopy &copy) {
    if (run.empty())
      return false;
    if (!isSameKind(run.front(), copy) ||
        order.lookup(copy.alloc) < order.lookup(run.back().copy))
      return false;
    std::optional<int64_t> step =
        llvm::checkedSub(copy.offset, run.back().offset);
    return step && (run.size() < 2 || *step == this->step);
  }

  void visit(Operation &op) {
    if (auto copy = llvm::dyn_cast<memref::CopyOp>(op)) {
      std::optional<SliceCopy> slice = matchSliceCopy(copy);
      if (slice && isUsedAfterCopy(*slice)) {
        if (continuesRun(*slice)) {
          if (run.size() == 1)
            step = slice->offset - run.front().offset;
          run.push_back(*slice);
          return;
        }
        close();
        run.push_back(*slice);
        return;
      }
    }
    // No copy of the run moves past anything that reads or writes memory:
    // only allocations (of buffers no copy can touch) and operations free
    // of memory effects may come between two.
    if (!llvm::isa<memref::AllocOp>(op) && !isMemoryEffectFree(&op))
      close();
  }

  void close() {
    if (run.size() >= minCopies && run.size() <= kMaxRun)
      runs.push_back(std::move(run));
    run.clear();
  }

  /// The slots of the table are addressed with 32-bit GEP indices.
  static constexpr size_t kMaxRun = std::numeric_limits<int32_t>::max();
  unsigned minCopies;
  llvm::DenseMap<Operation *, unsigned> order;
  SmallVector<SliceCopy> run;
  int64_t step = 0;
};

/// Rewrites `run` into one loop at its first copy: the loop allocates and
/// copies every slice and stores each buffer's descriptor in a table, and
/// each buffer is then the load of its descriptor.
void rewriteRun(ArrayRef<SliceCopy> run, const LLVMTypeConverter &converter,
                const DataLayout &layout) {
  SliceCopy first = run.front();
  MLIRContext *context = first.copy.getContext();
  Location loc = first.copy.getLoc();
  OpBuilder builder(first.copy);
  MemRefType bufferType = first.alloc.getType();
  Type descriptorType = converter.convertType(bufferType);
  auto pointerType = LLVM::LLVMPointerType::get(context);
  int64_t count = static_cast<int64_t>(run.size());

  // The table: one descriptor per copy, in a buffer freed after the loads.
  uint64_t slotBytes = layout.getTypeSize(descriptorType).getFixedValue();
  auto tableType = MemRefType::get({count * static_cast<int64_t>(slotBytes)},
                                   builder.getI8Type());
  Value table = memref::AllocOp::create(
      builder, loc, tableType, builder.getI64IntegerAttr(alignof(void *)));
  Type tableDescriptorType = converter.convertType(tableType);
  Value tableDescriptor = UnrealizedConversionCastOp::create(
                              builder, loc, tableDescriptorType, table)
                              .getResult(0);
  Value slots = LLVM::ExtractValueOp::create(builder, loc, tableDescriptor,
                                             ArrayRef<int64_t>{1});

  // for %i = 0 to count: copy the slice at first.offset + %i * step.
  int64_t step = run.size() > 1 ? run[1].offset - first.offset : 0;
  auto indexConstant = [&](int64_t value) -> Value {
    return arith::ConstantIndexOp::create(builder, loc, value);
  };
  Value firstOffset = indexConstant(first.offset);
  Value stepValue = indexConstant(step);
  auto loop = scf::ForOp::create(builder, loc, indexConstant(0),
                                 indexConstant(count), indexConstant(1));
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(loop.getBody());
    Value i = loop.getInductionVar();
    Value offset = arith::AddIOp::create(
        builder, loc, firstOffset,
        arith::MulIOp::create(builder, loc, i, stepValue));
    MemRefType viewType = first.anyOffsetViewType;
    Value view = memref::ReinterpretCastOp::create(
        builder, loc, viewType, first.root, OpFoldResult(offset),
        getAsIndexOpFoldResult(context, viewType.getShape()),
        getAsIndexOpFoldResult(
            context,
            llvm::cast<StridedLayoutAttr>(viewType.getLayout()).getStrides()));
    Value buffer = memref::AllocOp::create(builder, loc, bufferType,
                                           first.alloc.getAlignmentAttr());
    memref::CopyOp::create(builder, loc, view, buffer);
    Value descriptor =
        UnrealizedConversionCastOp::create(builder, loc, descriptorType, buffer)
            .getResult(0);
    Value position =
        arith::IndexCastOp::create(builder, loc, builder.getI64Type(), i);
    Value slot = LLVM::GEPOp::create(builder, loc, pointerType, descriptorType,
                                     slots, ArrayRef<LLVM::GEPArg>{position});
    LLVM::StoreOp::create(builder, loc, descriptor, slot);
  }

  // Each buffer: its descriptor, loaded.
  for (auto [position, copy] : llvm::enumerate(llvm::to_vector(run))) {
    Value slot = LLVM::GEPOp::create(
        builder, copy.copy.getLoc(), pointerType, descriptorType, slots,
        ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(position)});
    Value descriptor =
        LLVM::LoadOp::create(builder, copy.copy.getLoc(), descriptorType, slot);
    Value buffer = UnrealizedConversionCastOp::create(
                       builder, copy.alloc.getLoc(), bufferType, descriptor)
                       .getResult(0);
    copy.alloc.getResult().replaceAllUsesExcept(buffer, copy.copy);
    // A cast to another ranked type (a static size made dynamic, as ONNX
    // results are) has the same descriptor: one more cast of the load
    // instead of a memref.cast for the conversion to go through.
    for (Operation *user : llvm::make_early_inc_range(buffer.getUsers())) {
      auto cast = llvm::dyn_cast<memref::CastOp>(user);
      if (!cast || !llvm::isa<MemRefType>(cast.getType()) ||
          converter.convertType(cast.getType()) != descriptorType)
        continue;
      cast.replaceAllUsesWith(UnrealizedConversionCastOp::create(
          builder, cast.getLoc(), cast.getType(), descriptor));
      cast->erase();
    }
    if (buffer.use_empty())
      buffer.getDefiningOp()->erase();
  }
  memref::DeallocOp::create(builder, loc, table);
  // Last: the builder inserts before the first copy.
  for (SliceCopy copy : run) {
    copy.copy->erase();
    copy.alloc->erase();
    if (copy.view->use_empty())
      copy.view->erase();
  }
}

struct SplitSliceCopyLoopsPass
    : split::impl::SplitSliceCopyLoopsBase<SplitSliceCopyLoopsPass> {
  using Base::Base;

  void runOnOperation() override {
    SmallVector<SmallVector<SliceCopy>> runs;
    getOperation()->walk([&](Block *block) {
      RunFinder finder(*block, std::max(minCopies.getValue(), 2u));
      for (SmallVector<SliceCopy> &run : finder.runs)
        runs.push_back(std::move(run));
    });
    if (runs.empty()) {
      markAllAnalysesPreserved();
      return;
    }
    // Only now: most functions have no run, and the pass runs on each.
    MLIRContext *context = &getContext();
    const auto &dataLayouts = getAnalysis<DataLayoutAnalysis>();
    const DataLayout &layout = dataLayouts.getAtOrAbove(getOperation());
    LowerToLLVMOptions options(context, layout);
    LLVMTypeConverter converter(context, options, &dataLayouts);
    for (ArrayRef<SliceCopy> run : runs)
      rewriteRun(run, converter, layout);
  }
};

} // namespace
