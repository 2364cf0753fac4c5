// RUN: split-opt %s --convert-split-to-tensor --split-input-file | FileCheck %s
// RUN: split-opt %s --convert-split-to-tensor --split-input-file | FileCheck %s --check-prefix=NOSEQ

// Sequences through the structural ops that upstream's structural type
// conversions (scf, cf, func) do not convert 1:N: ub.poison, cf.switch,
// scf.execute_region (also nested in an scf.if) and func.constant /
// func.call_indirect. Each sequence value becomes its four values
// (storage, end, table, length) in place.

// NOSEQ-NOT: !split.seq
// NOSEQ-NOT: unrealized_conversion_cast

// What --lift-cf-to-scf leaves for a sequence a loop carries to an exit
// that does not define it: poison of each of its values.
// CHECK-LABEL: func.func @poison
// CHECK: %[[D:.*]] = ub.poison : tensor<?xf32>
// CHECK-NEXT: %[[E:.*]] = ub.poison : index
// CHECK-NEXT: %[[T:.*]] = ub.poison : tensor<?xindex>
// CHECK-NEXT: %[[L:.*]] = ub.poison : index
// CHECK: return %[[D]], %[[E]], %[[T]], %[[L]] : tensor<?xf32>, index, tensor<?xindex>, index
func.func @poison() -> !split.seq<tensor<?x2xf32>> {
  %p = ub.poison : !split.seq<tensor<?x2xf32>>
  return %p : !split.seq<tensor<?x2xf32>>
}

// -----

// cf.switch passes each sequence as four values, to converted blocks.
// CHECK-LABEL: func.func @switch(
// CHECK-SAME: %[[K:.*]]: i32, %[[AD:.*]]: tensor<?xf32>, %[[AE:.*]]: index, %[[AT:.*]]: tensor<?xindex>, %[[AL:.*]]: index, %[[BD:.*]]: tensor<?xf32>, %[[BE:.*]]: index, %[[BT:.*]]: tensor<?xindex>, %[[BL:.*]]: index)
// CHECK: cf.switch %[[K]] : i32, [
// CHECK-NEXT: default: ^[[JOIN:bb[0-9]+]](%[[AD]], %[[AE]], %[[AT]], %[[AL]] : tensor<?xf32>, index, tensor<?xindex>, index),
// CHECK-NEXT: 1: ^[[JOIN]](%[[BD]], %[[BE]], %[[BT]], %[[BL]] : tensor<?xf32>, index, tensor<?xindex>, index),
// CHECK-NEXT: 2: ^[[TWO:bb[0-9]+]](%[[BD]], %[[BE]], %[[BT]], %[[BL]], %[[AD]], %[[AE]], %[[AT]], %[[AL]] : tensor<?xf32>, index, tensor<?xindex>, index, tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK: ^[[TWO]](%{{.*}}: tensor<?xf32>, %{{.*}}: index, %{{.*}}: tensor<?xindex>, %{{.*}}: index, %{{.*}}: tensor<?xf32>, %{{.*}}: index, %{{.*}}: tensor<?xindex>, %{{.*}}: index):
// CHECK: ^[[JOIN]](%{{.*}}: tensor<?xf32>, %{{.*}}: index, %{{.*}}: tensor<?xindex>, %{{.*}}: index):
func.func @switch(%k: i32, %a: !split.seq<tensor<?x2xf32>>, %b: !split.seq<tensor<?x2xf32>>) -> tensor<i64> {
  cf.switch %k : i32, [
    default: ^join(%a : !split.seq<tensor<?x2xf32>>),
    1: ^join(%b : !split.seq<tensor<?x2xf32>>),
    2: ^two(%b, %a : !split.seq<tensor<?x2xf32>>, !split.seq<tensor<?x2xf32>>)
  ]
^two(%p: !split.seq<tensor<?x2xf32>>, %q: !split.seq<tensor<?x2xf32>>):
  %lp = split.sequence_length %p : !split.seq<tensor<?x2xf32>>
  return %lp : tensor<i64>
^join(%s: !split.seq<tensor<?x2xf32>>):
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

// -----

// An scf.execute_region of several blocks inside an scf.if (where it cannot
// be inlined) yields the four values; its block arguments are converted.
// CHECK-LABEL: func.func @execute_region(
// CHECK: %[[IF:.*]]:4 = scf.if %{{.*}} -> (tensor<?xf32>, index, tensor<?xindex>, index) {
// CHECK-NEXT: %[[R:.*]]:4 = scf.execute_region -> (tensor<?xf32>, index, tensor<?xindex>, index) {
// CHECK: cf.br ^[[DONE:bb[0-9]+]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK: ^[[DONE]](%[[D:.*]]: tensor<?xf32>, %[[E:.*]]: index, %[[T:.*]]: tensor<?xindex>, %[[L:.*]]: index):
// CHECK-NEXT: scf.yield %[[D]], %[[E]], %[[T]], %[[L]] : tensor<?xf32>, index, tensor<?xindex>, index
// CHECK: scf.yield %[[R]]#0, %[[R]]#1, %[[R]]#2, %[[R]]#3 : tensor<?xf32>, index, tensor<?xindex>, index
// CHECK: arith.index_cast %[[IF]]#3
func.func @execute_region(%c: i1, %d: i1, %x: tensor<?x2xf32>, %y: tensor<?x2xf32>) -> tensor<i64> {
  %s = scf.if %d -> !split.seq<tensor<?x2xf32>> {
    %r = scf.execute_region -> !split.seq<tensor<?x2xf32>> {
      cf.cond_br %c, ^x, ^y
    ^x:
      %sx = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
      cf.br ^done(%sx : !split.seq<tensor<?x2xf32>>)
    ^y:
      %sy = split.split_to_sequence_v11 %y : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
      cf.br ^done(%sy : !split.seq<tensor<?x2xf32>>)
    ^done(%sd: !split.seq<tensor<?x2xf32>>):
      scf.yield %sd : !split.seq<tensor<?x2xf32>>
    }
    scf.yield %r : !split.seq<tensor<?x2xf32>>
  } else {
    %a = split.split_to_sequence_v11 %y : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
    scf.yield %a : !split.seq<tensor<?x2xf32>>
  }
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

// -----

// Function values: func.constant takes the converted signature (as the
// func.func it names does), and func.call_indirect passes and returns the
// four values.
// CHECK-LABEL: func.func @chunks(%{{.*}}: tensor<?x2xf32>) -> (tensor<?xf32>, index, tensor<?xindex>, index)
func.func @chunks(%x: tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>> {
  %s = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  return %s : !split.seq<tensor<?x2xf32>>
}

// CHECK-LABEL: func.func @length(%{{.*}}: tensor<?xf32>, %{{.*}}: index, %{{.*}}: tensor<?xindex>, %{{.*}}: index) -> tensor<i64>
func.func @length(%s: !split.seq<tensor<?x2xf32>>) -> tensor<i64> {
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

// CHECK-LABEL: func.func @indirect(
// CHECK-SAME: %[[C:.*]]: i1, %[[X:.*]]: tensor<?x2xf32>, %[[G:.*]]: (tensor<?x2xf32>) -> (tensor<?xf32>, index, tensor<?xindex>, index))
// CHECK: %[[F:.*]] = constant @chunks : (tensor<?x2xf32>) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK: %[[SEL:.*]] = arith.select %[[C]], %[[F]], %[[G]] : (tensor<?x2xf32>) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK: %[[S:.*]]:4 = call_indirect %[[SEL]](%[[X]]) : (tensor<?x2xf32>) -> (tensor<?xf32>, index, tensor<?xindex>, index)
// CHECK: %[[L:.*]] = constant @length : (tensor<?xf32>, index, tensor<?xindex>, index) -> tensor<i64>
// CHECK: %[[N:.*]] = call_indirect %[[L]](%[[S]]#0, %[[S]]#1, %[[S]]#2, %[[S]]#3) : (tensor<?xf32>, index, tensor<?xindex>, index) -> tensor<i64>
// CHECK: return %[[N]] : tensor<i64>
func.func @indirect(%c: i1, %x: tensor<?x2xf32>, %g: (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>) -> tensor<i64> {
  %f = func.constant @chunks : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %h = arith.select %c, %f, %g : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %s = func.call_indirect %h(%x) : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %l = func.constant @length : (!split.seq<tensor<?x2xf32>>) -> tensor<i64>
  %n = func.call_indirect %l(%s) : (!split.seq<tensor<?x2xf32>>) -> tensor<i64>
  return %n : tensor<i64>
}
