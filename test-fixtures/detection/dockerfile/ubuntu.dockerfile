FROM ubuntu:22.04
LABEL maintainer="student@example.com"

ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update && \
    apt-get install -y build-essential cmake git && \
    apt-get clean

RUN useradd -m dev
USER dev
WORKDIR /home/dev/project
ADD --chown=dev:dev . .
RUN mkdir build && cd build && cmake .. && make
CMD ["./build/hello"]
