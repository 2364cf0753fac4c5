// RUN: split-opt %s --convert-split-to-tensor --split-input-file | FileCheck %s
// RUN: split-opt %s --convert-split-to-tensor --split-input-file | FileCheck %s --check-prefix=NOSEQ

// Sequences through the structural ops that upstream's structural type
// conversions (scf, cf, func) do not convert 1:N: ub.poison, cf.switch,
// scf.execute_region (also nested in an scf.if) and func.constant /
// func.call_indirect. Each sequence value becomes its three values
// (data, offsets, shape) in place.

// NOSEQ-NOT: !split.seq
// NOSEQ-NOT: unrealized_conversion_cast

// What --lift-cf-to-scf leaves for a sequence a loop carries to an exit
// that does not define it: poison of each of its values.
// CHECK-LABEL: func.func @poison
// CHECK: %[[D:.*]] = ub.poison : tensor<?x?x?xf32>
// CHECK-NEXT: %[[O:.*]] = ub.poison : tensor<?xindex>
// CHECK-NEXT: %[[S:.*]] = ub.poison : tensor<2xindex>
// CHECK: return %[[D]], %[[O]], %[[S]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
func.func @poison() -> !split.seq<tensor<?x2xf32>> {
  %p = ub.poison : !split.seq<tensor<?x2xf32>>
  return %p : !split.seq<tensor<?x2xf32>>
}

// -----

// cf.switch passes each sequence as three values, to converted blocks.
// CHECK-LABEL: func.func @switch(
// CHECK-SAME: %[[K:.*]]: i32, %[[AD:.*]]: tensor<?x?x?xf32>, %[[AO:.*]]: tensor<?xindex>, %[[AS:.*]]: tensor<2xindex>, %[[BD:.*]]: tensor<?x?x?xf32>, %[[BO:.*]]: tensor<?xindex>, %[[BS:.*]]: tensor<2xindex>)
// CHECK: cf.switch %[[K]] : i32, [
// CHECK-NEXT: default: ^[[JOIN:bb[0-9]+]](%[[AD]], %[[AO]], %[[AS]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>),
// CHECK-NEXT: 1: ^[[JOIN]](%[[BD]], %[[BO]], %[[BS]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>),
// CHECK-NEXT: 2: ^[[TWO:bb[0-9]+]](%[[BD]], %[[BO]], %[[BS]], %[[AD]], %[[AO]], %[[AS]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>, tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: ^[[TWO]](%{{.*}}: tensor<?x?x?xf32>, %{{.*}}: tensor<?xindex>, %{{.*}}: tensor<2xindex>, %{{.*}}: tensor<?x?x?xf32>, %{{.*}}: tensor<?xindex>, %{{.*}}: tensor<2xindex>):
// CHECK: ^[[JOIN]](%{{.*}}: tensor<?x?x?xf32>, %{{.*}}: tensor<?xindex>, %{{.*}}: tensor<2xindex>):
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
// be inlined) yields the three values; its block arguments are converted.
// CHECK-LABEL: func.func @execute_region(
// CHECK: %[[IF:.*]]:3 = scf.if %{{.*}} -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) {
// CHECK-NEXT: %[[R:.*]]:3 = scf.execute_region -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) {
// CHECK: cf.br ^[[DONE:bb[0-9]+]](%{{.*}}, %{{.*}}, %{{.*}} : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: ^[[DONE]](%[[D:.*]]: tensor<?x?x?xf32>, %[[O:.*]]: tensor<?xindex>, %[[S:.*]]: tensor<2xindex>):
// CHECK-NEXT: scf.yield %[[D]], %[[O]], %[[S]] : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
// CHECK: scf.yield %[[R]]#0, %[[R]]#1, %[[R]]#2 : tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>
// CHECK: tensor.dim %[[IF]]#1
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
// three values.
// CHECK-LABEL: func.func @chunks(%{{.*}}: tensor<?x2xf32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
func.func @chunks(%x: tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>> {
  %s = split.split_to_sequence_v11 %x : tensor<?x2xf32> -> !split.seq<tensor<?x2xf32>>
  return %s : !split.seq<tensor<?x2xf32>>
}

// CHECK-LABEL: func.func @length(%{{.*}}: tensor<?x?x?xf32>, %{{.*}}: tensor<?xindex>, %{{.*}}: tensor<2xindex>) -> tensor<i64>
func.func @length(%s: !split.seq<tensor<?x2xf32>>) -> tensor<i64> {
  %l = split.sequence_length %s : !split.seq<tensor<?x2xf32>>
  return %l : tensor<i64>
}

// CHECK-LABEL: func.func @indirect(
// CHECK-SAME: %[[C:.*]]: i1, %[[X:.*]]: tensor<?x2xf32>, %[[G:.*]]: (tensor<?x2xf32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>))
// CHECK: %[[F:.*]] = constant @chunks : (tensor<?x2xf32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: %[[SEL:.*]] = arith.select %[[C]], %[[F]], %[[G]] : (tensor<?x2xf32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: %[[S:.*]]:3 = call_indirect %[[SEL]](%[[X]]) : (tensor<?x2xf32>) -> (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>)
// CHECK: %[[L:.*]] = constant @length : (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) -> tensor<i64>
// CHECK: %[[N:.*]] = call_indirect %[[L]](%[[S]]#0, %[[S]]#1, %[[S]]#2) : (tensor<?x?x?xf32>, tensor<?xindex>, tensor<2xindex>) -> tensor<i64>
// CHECK: return %[[N]] : tensor<i64>
func.func @indirect(%c: i1, %x: tensor<?x2xf32>, %g: (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>) -> tensor<i64> {
  %f = func.constant @chunks : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %h = arith.select %c, %f, %g : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %s = func.call_indirect %h(%x) : (tensor<?x2xf32>) -> !split.seq<tensor<?x2xf32>>
  %l = func.constant @length : (!split.seq<tensor<?x2xf32>>) -> tensor<i64>
  %n = func.call_indirect %l(%s) : (!split.seq<tensor<?x2xf32>>) -> tensor<i64>
  return %n : tensor<i64>
}
