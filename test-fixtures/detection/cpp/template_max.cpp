#include <iostream>
#include <string>

template <typename T>
T maxOf(const T &a, const T &b) {
    return a > b ? a : b;
}

template <typename T, int N>
class FixedArray {
    T data[N]{};

public:
    T &operator[](int i) { return data[i]; }
    constexpr int size() const { return N; }
};

int main() {
    std::cout << maxOf(3, 7) << "\n";
    std::cout << maxOf(std::string("apple"), std::string("pear")) << "\n";

    FixedArray<double, 4> arr;
    for (int i = 0; i < arr.size(); ++i) arr[i] = i * 1.5;
    for (int i = 0; i < arr.size(); ++i) std::cout << arr[i] << ' ';
    std::cout << std::endl;
    return 0;
}
