#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>
#include <algorithm>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: word_freq FILE\n";
        return 1;
    }
    std::ifstream in(argv[1]);
    std::unordered_map<std::string, int> counts;
    std::string word;
    while (in >> word) {
        std::transform(word.begin(), word.end(), word.begin(), ::tolower);
        ++counts[word];
    }
    std::vector<std::pair<std::string, int>> sorted(counts.begin(), counts.end());
    std::sort(sorted.begin(), sorted.end(),
              [](const auto& a, const auto& b) { return a.second > b.second; });
    for (size_t i = 0; i < sorted.size() && i < 10; ++i) {
        std::cout << sorted[i].first << " " << sorted[i].second << "\n";
    }
}
