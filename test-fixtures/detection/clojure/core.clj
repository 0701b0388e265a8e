(ns hello.core
  (:require [clojure.string :as str])
  (:gen-class))

(defn greet [name]
  (str "Hello, " (str/capitalize name) "!"))

(defn -main [& args]
  (doseq [name (or (seq args) ["world"])]
    (println (greet name))))
