fn fib_recursive(n: u64) -> u64 {
    if n < 2 {
        n
    } else {
        fib_recursive(n - 1) + fib_recursive(n - 2)
    }
}

fn fib_iter(n: u64) -> u64 {
    let (mut a, mut b) = (0u64, 1u64);
    for _ in 0..n {
        let next = a + b;
        a = b;
        b = next;
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_agree() {
        for n in 0..20 {
            assert_eq!(fib_recursive(n), fib_iter(n));
        }
    }
}

fn main() {
    let numbers: Vec<u64> = (0..15).map(fib_iter).collect();
    println!("{:?}", numbers);
}
