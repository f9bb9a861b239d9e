import { Button, Container, Title } from "@mantine/core";

export default function Index() {
  return (
    <Container py="xl">
      <Title>Backroom</Title>
      <Button>Sign in</Button>
    </Container>
  );
}
