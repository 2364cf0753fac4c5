//===- ReturnResultsByPointer.cpp - many results through an sret pointer --===//
//
// See the descriptions of split-return-results-by-pointer and
// split-internalize-private-functions in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "split/Transforms/LLVM/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::split {
#define GEN_PASS_DEF_SPLITRETURNRESULTSBYPOINTER
#define GEN_PASS_DEF_SPLITINTERNALIZEPRIVATEFUNCTIONS
#include "split/Transforms/LLVM/Passes.h.inc"
} // namespace mlir::split

using namespace mlir;
using namespace mlir::split;

/// The number of scalars (leaves) of `type`.
static uint64_t countScalars(Type type) {
  if (auto structType = llvm::dyn_cast<LLVM::LLVMStructType>(type)) {
    uint64_t count = 0;
    for (Type member : structType.getBody())
      count += countScalars(member);
    return count;
  }
  if (auto arrayType = llvm::dyn_cast<LLVM::LLVMArrayType>(type))
    return arrayType.getNumElements() *
           countScalars(arrayType.getElementType());
  return 1;
}

static bool hasLocalLinkage(LLVM::LLVMFuncOp func) {
  return func.getLinkage() == LLVM::Linkage::Internal ||
         func.getLinkage() == LLVM::Linkage::Private;
}

/// Whether every caller of `func` is in its module: its symbol is private or
/// has local linkage.
static bool isModuleLocal(LLVM::LLVMFuncOp func) {
  return func.isPrivate() || hasLocalLinkage(func);
}

/// The address of the member of the `aggregateType` at `base` at `position`.
static Value memberAddress(OpBuilder &builder, Location loc, Value base,
                           Type aggregateType, ArrayRef<int64_t> position) {
  SmallVector<LLVM::GEPArg> indices = {0};
  for (int64_t index : position)
    indices.push_back(static_cast<int32_t>(index));
  return LLVM::GEPOp::create(builder, loc, base.getType(), aggregateType, base,
                             indices);
}

/// Whether `load` is neither volatile nor atomic: a read that may move to a
/// copy at the same point, or go when nothing uses it.
static bool isSimple(LLVM::LoadOp load) {
  return !load.getVolatile_() &&
         load.getOrdering() == LLVM::AtomicOrdering::not_atomic;
}

/// The load that `value` is, when the member it is inserted as may be copied
/// from the load's address to the result at the load instead of stored at
/// the return: a simple load in the block of `ret`, so that every path
/// through the copy ends at this return, and nothing but the return's own
/// stores (which go to other members) writes the result afterwards (the
/// result pointer is the function's new argument, which nothing else in it
/// reads or writes).
static LLVM::LoadOp copiableLoad(Value value, LLVM::ReturnOp ret) {
  auto load = value.getDefiningOp<LLVM::LoadOp>();
  if (!load || load->getBlock() != ret->getBlock() || !isSimple(load))
    return nullptr;
  return load;
}

/// A member copied from memory: the load of it, at `position` of the
/// result.
struct CopiedMember {
  LLVM::LoadOp load;
  ArrayRef<int64_t> position;
};

/// The slot of a table of the loaded type that `load` reads: the base and
/// the constant index of a one-index getelementptr over that type, or the
/// address itself at index 0 (the first slot's address folds to the base).
static std::pair<Value, int64_t> tableSlot(LLVM::LoadOp load) {
  Value address = load.getAddr();
  auto gep = address.getDefiningOp<LLVM::GEPOp>();
  if (gep && gep.getElemType() == load.getType() &&
      gep.getIndices().size() == 1 && gep.getDynamicIndices().empty())
    if (auto index = llvm::dyn_cast<IntegerAttr>(gep.getIndices()[0]))
      return {gep.getBase(), index.getInt()};
  return {address, 0};
}

/// Whether `next` extends the run of copies that ends with `last` into one
/// copy: consecutive slots of one table go to consecutive members of the
/// (unpacked) result struct, all of the same type (so both are laid out
/// every getTypeSize bytes), and no op between the two loads writes memory
/// (the one copy reads every slot at the last load).
static bool extendsRun(CopiedMember last, CopiedMember next,
                       LLVM::LLVMStructType resultType) {
  if (last.position.size() != 1 || next.position.size() != 1 ||
      next.position[0] != last.position[0] + 1 || resultType.isPacked() ||
      next.load.getType() != last.load.getType() ||
      resultType.getBody()[next.position[0]] != next.load.getType() ||
      resultType.getBody()[last.position[0]] != last.load.getType() ||
      !last.load->isBeforeInBlock(next.load))
    return false;
  std::pair<Value, int64_t> lastSlot = tableSlot(last.load);
  std::pair<Value, int64_t> nextSlot = tableSlot(next.load);
  if (lastSlot.first != nextSlot.first ||
      nextSlot.second != lastSlot.second + 1)
    return false;
  for (Operation *op = last.load->getNextNode(); op != next.load;
       op = op->getNextNode()) {
    auto effects = llvm::dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects || effects.hasEffect<MemoryEffects::Write>())
      return false;
  }
  return true;
}

/// Stores `value`, a struct returned by `ret`, to `result`. A chain of
/// insertvalues from poison becomes one store per insertion, in the order
/// of the chain (so that a later insertion overwrites an earlier one, as in
/// the chain), instead of one store of the whole struct, which LLVM would
/// build from the chain in quadratic time. A member that is a load (a
/// memref's descriptor read from a table: the results of
/// split-slice-copy-loops) and that no other insertion overlaps is copied
/// from the load's address with llvm.memcpy instead: a descriptor of rank 2
/// is 7 scalar loads and stores otherwise, which the JIT selects one by
/// one (20000 results: 280000 of each). Members loaded from consecutive
/// slots of one table into consecutive members of the result are one
/// memcpy, at the last of their loads (20000 results: one instead of
/// 20000).
static SmallVector<LLVM::InsertValueOp>
storeReturnedValue(OpBuilder &builder, LLVM::ReturnOp ret, Value result,
                   Type resultType,
                   llvm::function_ref<Value(Type, uint64_t)> sizeInBytes) {
  Location loc = ret.getLoc();
  Value value = ret.getArg();
  SmallVector<LLVM::InsertValueOp> chain;
  Value base = value;
  while (auto insert = base.getDefiningOp<LLVM::InsertValueOp>()) {
    chain.push_back(insert);
    base = insert.getContainer();
  }
  bool fromPoison = base.getDefiningOp<LLVM::PoisonOp>() ||
                    base.getDefiningOp<LLVM::UndefOp>();
  if (!fromPoison)
    LLVM::StoreOp::create(builder, loc, base, result);
  // The members of the outermost struct that more than one insertion (or
  // one below the member's level) writes: those keep the order of the
  // chain, in stores at the return.
  llvm::DenseMap<int64_t, unsigned> writes;
  for (LLVM::InsertValueOp insert : chain)
    writes[insert.getPosition().front()] +=
        insert.getPosition().size() == 1 ? 1 : 2;
  SmallVector<CopiedMember> copies;
  for (LLVM::InsertValueOp insert : llvm::reverse(chain)) {
    ArrayRef<int64_t> position = insert.getPosition();
    LLVM::LoadOp load = copiableLoad(insert.getValue(), ret);
    if (fromPoison && load && writes.lookup(position.front()) == 1) {
      copies.push_back({load, position});
      continue;
    }
    Value address = memberAddress(builder, loc, result, resultType, position);
    LLVM::StoreOp::create(builder, loc, insert.getValue(), address);
  }
  // The copies in the order of their members, each run of them as one.
  llvm::stable_sort(copies, [](const CopiedMember &a, const CopiedMember &b) {
    return std::lexicographical_compare(a.position.begin(), a.position.end(),
                                        b.position.begin(), b.position.end());
  });
  auto structType = llvm::cast<LLVM::LLVMStructType>(resultType);
  for (size_t first = 0, end = copies.size(); first < end;) {
    size_t last = first;
    while (last + 1 < end &&
           extendsRun(copies[last], copies[last + 1], structType))
      ++last;
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointAfter(copies[last].load);
    Value address =
        memberAddress(builder, loc, result, resultType, copies[first].position);
    LLVM::MemcpyOp::create(
        builder, loc, address, copies[first].load.getAddr(),
        sizeInBytes(copies[first].load.getType(), last - first + 1),
        /*isVolatile=*/false);
    first = last + 1;
  }
  return chain;
}

/// Erases what is left of `chain` (last insertion first) once the return
/// that used it is gone: LLVM would still build each dead insertvalue (and
/// load each member copied by storeReturnedValue).
static void eraseDeadChain(ArrayRef<LLVM::InsertValueOp> chain) {
  for (LLVM::InsertValueOp insert : chain) {
    if (!insert->use_empty())
      return;
    Operation *container = insert.getContainer().getDefiningOp();
    auto load = insert.getValue().getDefiningOp<LLVM::LoadOp>();
    insert.erase();
    if (load && load->use_empty() && isSimple(load)) {
      // And the address of a table slot it read, when nothing else uses it.
      auto gep = load.getAddr().getDefiningOp<LLVM::GEPOp>();
      load.erase();
      if (gep && gep->use_empty())
        gep.erase();
    }
    if (container && container->use_empty() &&
        llvm::isa<LLVM::PoisonOp, LLVM::UndefOp>(container))
      container->erase();
  }
}

/// Rewrites `call` of a function rewritten by rewriteDefinition: the result
/// goes to a slot of the caller's stack, and each extractvalue of it becomes
/// a load right after the call (before anything can write the slot again).
static void rewriteCall(LLVM::CallOp call, Type resultType) {
  auto caller = call->getParentOfType<LLVM::LLVMFuncOp>();
  OpBuilder builder(call);
  Location loc = call.getLoc();
  Value slot;
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(&caller.getBody().front());
    Value one = LLVM::ConstantOp::create(builder, loc, builder.getI64Type(),
                                         builder.getI64IntegerAttr(1));
    slot = LLVM::AllocaOp::create(builder, loc,
                                  LLVM::LLVMPointerType::get(call.getContext()),
                                  resultType, one);
  }
  SmallVector<Value> operands = {slot};
  llvm::append_range(operands, call.getArgOperands());
  auto newCall = LLVM::CallOp::create(builder, loc, TypeRange(),
                                      call.getCalleeAttr(), operands);
  // The call's other attributes (no_inline, calling convention, fast-math
  // flags, discardable ones) stay; argument attributes move with their
  // arguments, and there is no result left to have attributes.
  for (NamedAttribute attr : call->getAttrs()) {
    StringRef name = attr.getName().getValue();
    if (name == call.getCalleeAttrName() || name == "operandSegmentSizes" ||
        name == call.getResAttrsAttrName())
      continue;
    Attribute value = attr.getValue();
    if (name == call.getArgAttrsAttrName()) {
      SmallVector<Attribute> shifted = {DictionaryAttr::get(call.getContext())};
      llvm::append_range(shifted, llvm::cast<ArrayAttr>(value));
      value = ArrayAttr::get(call.getContext(), shifted);
    }
    newCall->setAttr(attr.getName(), value);
  }
  builder.setInsertionPointAfter(newCall);
  Value whole;
  for (OpOperand &use :
       llvm::make_early_inc_range(call.getResult().getUses())) {
    auto extract = llvm::dyn_cast<LLVM::ExtractValueOp>(use.getOwner());
    if (!extract) {
      if (!whole)
        whole = LLVM::LoadOp::create(builder, loc, resultType, slot);
      use.set(whole);
      continue;
    }
    Value address =
        memberAddress(builder, loc, slot, resultType, extract.getPosition());
    Value member =
        LLVM::LoadOp::create(builder, loc, extract.getType(), address);
    extract.replaceAllUsesWith(member);
    extract.erase();
  }
  call.erase();
}

/// Rewrites `func` to take a pointer to its result as its first argument.
static void rewriteDefinition(LLVM::LLVMFuncOp func) {
  MLIRContext *context = func.getContext();
  LLVM::LLVMFunctionType type = func.getFunctionType();
  Type resultType = type.getReturnType();
  auto pointerType = LLVM::LLVMPointerType::get(context);
  SmallVector<Type> params = {pointerType};
  llvm::append_range(params, type.getParams());
  // Argument attributes move with their arguments; the new first one is the
  // result slot (sret also tells LLVM that it aliases nothing else).
  SmallVector<Attribute> argAttrs;
  argAttrs.push_back(DictionaryAttr::get(
      context,
      {NamedAttribute(
          StringAttr::get(context, LLVM::LLVMDialect::getStructRetAttrName()),
          TypeAttr::get(resultType))}));
  for (unsigned i = 0, e = type.getNumParams(); i < e; ++i)
    argAttrs.push_back(func.getArgAttrDict(i)
                           ? Attribute(func.getArgAttrDict(i))
                           : DictionaryAttr::get(context));
  func.setFunctionTypeAttr(TypeAttr::get(LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(context), params, type.isVarArg())));
  func.setArgAttrsAttr(ArrayAttr::get(context, argAttrs));
  func.removeResAttrsAttr();
  Block &entry = func.getBody().front();
  Value result = entry.insertArgument(0u, pointerType, func.getLoc());
  SmallVector<LLVM::ReturnOp> returns;
  func.walk([&](LLVM::ReturnOp ret) { returns.push_back(ret); });
  // One constant per size copied, in the entry block.
  DataLayout layout = DataLayout::closest(func);
  llvm::DenseMap<std::pair<Type, uint64_t>, Value> sizes;
  auto sizeInBytes = [&](Type type, uint64_t count) {
    Value &size = sizes[{type, count}];
    if (!size) {
      auto builder = OpBuilder::atBlockBegin(&entry);
      size = LLVM::ConstantOp::create(
          builder, func.getLoc(), builder.getI64Type(),
          builder.getI64IntegerAttr(layout.getTypeSize(type) * count));
    }
    return size;
  };
  for (LLVM::ReturnOp ret : returns) {
    OpBuilder builder(ret);
    SmallVector<LLVM::InsertValueOp> chain =
        storeReturnedValue(builder, ret, result, resultType, sizeInBytes);
    LLVM::ReturnOp::create(builder, ret.getLoc(), ValueRange());
    ret.erase();
    eraseDeadChain(chain);
  }
  if (func.isPrivate() && !hasLocalLinkage(func))
    func.setLinkage(LLVM::Linkage::Internal);
}

namespace {

struct SplitReturnResultsByPointerPass
    : split::impl::SplitReturnResultsByPointerBase<
          SplitReturnResultsByPointerPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The functions the rewrite is for; most modules have none, and then
    // the module is not walked.
    llvm::MapVector<StringAttr, LLVM::LLVMFuncOp> candidates;
    for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
      Type resultType = func.getFunctionType().getReturnType();
      if (!func.isExternal() && !func.isVarArg() && isModuleLocal(func) &&
          llvm::isa<LLVM::LLVMStructType>(resultType) &&
          countScalars(resultType) >= minScalars)
        candidates[func.getSymNameAttr()] = func;
    }
    if (candidates.empty())
      return;
    // Every call of a candidate, found in one walk of the module.
    llvm::DenseMap<StringAttr, SmallVector<LLVM::CallOp>> calls;
    llvm::DenseSet<StringAttr> otherUses;
    // One walker for every attribute; types hold no symbol references.
    AttrTypeWalker symbolUses;
    symbolUses.addWalk([&](SymbolRefAttr symbol) {
      otherUses.insert(symbol.getRootReference());
    });
    symbolUses.addWalk([](Type) { return WalkResult::skip(); });
    module.walk([&](Operation *op) {
      auto call = llvm::dyn_cast<LLVM::CallOp>(op);
      if (call && call.getCalleeAttr()) {
        StringAttr callee = call.getCalleeAttr().getAttr();
        if (candidates.contains(callee))
          calls[callee].push_back(call);
        // Operand bundles stay out of it: they would need to move too. So
        // do calls in a region of another op (an omp.parallel): the slot
        // is allocated in the caller's entry block, which every thread of
        // such a region would share.
        if (!call.getOpBundleOperands().empty() ||
            !llvm::isa<LLVM::LLVMFuncOp>(call->getParentOp()))
          otherUses.insert(callee);
      }
      // Any other reference (llvm.mlir.addressof, a symbol in an
      // attribute) keeps the function as it is. The inherent attributes are
      // read one by one from the op's properties: Operation::getAttrs would
      // build (and unique) a dictionary of them for every op.
      for (NamedAttribute attr : op->getDiscardableAttrs())
        symbolUses.walk(attr.getValue());
      if (std::optional<RegisteredOperationName> info = op->getRegisteredInfo())
        for (StringAttr name : info->getAttributeNames())
          if (!call || name != call.getCalleeAttrName())
            if (std::optional<Attribute> attr = op->getInherentAttr(name);
                attr && *attr)
              symbolUses.walk(*attr);
    });
    for (auto [name, func] : candidates) {
      if (otherUses.contains(name))
        continue;
      Type resultType = func.getFunctionType().getReturnType();
      rewriteDefinition(func);
      for (LLVM::CallOp call : calls.lookup(name))
        rewriteCall(call, resultType);
    }
  }
};

struct SplitInternalizePrivateFunctionsPass
    : split::impl::SplitInternalizePrivateFunctionsBase<
          SplitInternalizePrivateFunctionsPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<LLVM::LLVMFuncOp>())
      if (func.isPrivate() && !func.isExternal() && !hasLocalLinkage(func))
        func.setLinkage(LLVM::Linkage::Internal);
  }
};

} // namespace
